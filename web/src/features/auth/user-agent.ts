// A browser's User-Agent in words a person recognises: "Firefox on Windows".

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const find = (table: [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function describeBrowser(userAgent: string): string {
  const browser = find(browsers, userAgent);
  const system = find(systems, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? (userAgent.trim() || 'Unknown browser');
}
