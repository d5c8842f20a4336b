/** The 16 preset avatars of spec §1; `User.avatar` holds a file name such as `b_01.png`. */
export const AVATAR_PRESETS: readonly string[] = Array.from(
  { length: 16 },
  (_, i) => `b_${String(i + 1).padStart(2, '0')}.png`,
);

export const DEFAULT_AVATAR = 'b_01.png';

const PRESET_NAME = /^(b_(?:0[1-9]|1[0-6]))\.(?:png|svg)$/;

/** URL of the bundled picture for a preset name; unknown names get the default avatar. */
export function avatarSrc(avatar: string | null | undefined, base: string = import.meta.env.BASE_URL): string {
  const stem = PRESET_NAME.exec(avatar ?? '')?.[1] ?? 'b_01';
  return `${base.replace(/\/?$/, '/')}avatars/${stem}.svg`;
}
