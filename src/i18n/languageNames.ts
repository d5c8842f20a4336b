/** Each language named in itself, so a reader finds their own language whatever the UI shows. */
const NATIVE_NAMES: Record<string, string> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'vi-VN': 'Tiếng Việt',
  'ja-JP': '日本語',
};

export function languageName(code: string): string {
  return NATIVE_NAMES[code] ?? code;
}
