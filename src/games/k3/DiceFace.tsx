/** One die (public/dice/1–6.svg). Decorative when `label` is empty: the text beside it says the number. */
export function DiceFace({ face, size = 32, label = String(face) }: { face: number; size?: number; label?: string }) {
  const safe = Math.min(6, Math.max(1, Math.round(face)));
  return <img src={`${import.meta.env.BASE_URL}dice/${safe}.svg`} width={size} height={size} alt={label} draggable={false} />;
}
