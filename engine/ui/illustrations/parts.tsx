import type { ReactNode } from 'react';
import { illustrationSize } from '../../config/illustrations';
import { illustrationPalette as c } from '../styles/design-tokens';

/**
 * Building blocks of the product illustrations: the application window every screen sits in,
 * text that never runs out of its box, and the sample data's numbers, dates and country names in
 * the page's language. Plain SVG elements only: no browser API, nothing measured at run time.
 */

export interface IllustrationProps {
  /** A word of this illustration in the page's language (locales/<locale>/illustrations.yaml). */
  text: (key: string) => string;
  /** BCP 47 language of the page (site.yaml htmlLang): numbers, dates and country names follow it. */
  lang: string;
}

export const { width: W, height: H } = illustrationSize;
/** The content area beside the window's navigation rail. */
export const X0 = 72;
export const X1 = 620;

const latinStack = 'system-ui, -apple-system, "Segoe UI", Roboto, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
const chineseStack = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, sans-serif';

/** Roughly how wide a character is, in em, in a sans-serif system font (bold adds a little). */
function charWidth(ch: string): number {
  if (/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef\u3000-\u303f]/.test(ch)) return 1;
  if (ch === ' ') return 0.32;
  if (/[.,:;'|!ilIjft]/.test(ch)) return 0.34;
  if (/[mwMWшщжюыЖШЩЮЫ]/.test(ch)) return 0.9;
  if (/[0-9]/.test(ch)) return 0.62;
  if (/[A-Z]/.test(ch)) return 0.72;
  if (/[А-ЯЁ]/.test(ch)) return 0.76;
  if (/[а-яё]/.test(ch)) return 0.63;
  return 0.58;
}

export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return em * size * (bold ? 1.06 : 1);
}

/** The text, cut with an ellipsis where it would run past `max` pixels. */
export function fitText(text: string, max: number | undefined, size: number, bold = false): string {
  if (max === undefined || textWidth(text, size, bold) <= max) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, size, bold) > max) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export function Text({ x, y, size = 12, bold = false, fill = c.ink, anchor, max, opacity, children }: {
  x: number; y: number; size?: number; bold?: boolean; fill?: string; anchor?: 'start' | 'middle' | 'end'; max?: number; opacity?: number; children: string;
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={bold ? 700 : 400} fill={fill} textAnchor={anchor} fillOpacity={opacity}>
      {fitText(children, max, size, bold)}
    </text>
  );
}

/** A filled button or a chip: a rounded box with its label centred. */
export function Button({ x, y, w, h = 28, label, tone = 'accent', size = 12 }: {
  x: number; y: number; w: number; h?: number; label: string; tone?: 'accent' | 'brand' | 'outline' | 'soft'; size?: number;
}) {
  const fill = tone === 'accent' ? c.accent : tone === 'brand' ? c.brand : tone === 'soft' ? c.brand : c.paper;
  const ink = tone === 'outline' || tone === 'soft' ? c.brand : c.paper;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={h / 2 > 8 ? 6 : h / 2} fill={fill} fillOpacity={tone === 'soft' ? 0.08 : 1} stroke={tone === 'outline' ? c.brand : 'none'} />
      <Text x={x + w / 2} y={y + h / 2 + size * 0.36} size={size} bold={tone !== 'soft'} fill={ink} anchor="middle" max={w - 10}>{label}</Text>
    </g>
  );
}

/** A form field: its label small above its value, inside a bordered box. */
export function Field({ x, y, w, label, value }: { x: number; y: number; w: number; label: string; value: string }) {
  return (
    <g>
      <rect x={x + 0.5} y={y + 0.5} width={w - 1} height={41} rx={6} fill={c.paper} stroke={c.line} />
      <Text x={x + 10} y={y + 15} size={10} fill={c.muted} max={w - 20}>{label}</Text>
      <Text x={x + 10} y={y + 32} size={12.5} max={w - 20}>{value}</Text>
    </g>
  );
}

/** A card: white with a hairline border. */
export function Card({ x, y, w, h, fill = c.paper }: { x: number; y: number; w: number; h: number; fill?: string }) {
  return <rect x={x + 0.5} y={y + 0.5} width={w - 1} height={h - 1} rx={8} fill={fill} stroke={c.line} />;
}

/** A square with a company's initials, as the product shows a company without a logo. */
export function Initials({ x, y, size, name, tone = 'brand' }: { x: number; y: number; size: number; name: string; tone?: 'brand' | 'accent' | 'muted' }) {
  const letters = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
  return (
    <g>
      <rect x={x} y={y} width={size} height={size} rx={size / 4} fill={c[tone]} />
      <Text x={x + size / 2} y={y + size / 2 + size * 0.14} size={size * 0.38} bold fill={c.paper} anchor="middle">{letters}</Text>
    </g>
  );
}

/**
 * The application window: a title bar with the module's name, the navigation rail in the brand
 * colour (the module's entry lit), and the screen's content beside it.
 */
export function AppWindow({ lang, title, active, children }: { lang: string; title: string; active: number; children: ReactNode }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${W} ${H}`} width={W} height={H} fontFamily={lang.startsWith('zh') ? chineseStack : latinStack}>
      <defs>
        <clipPath id="window"><rect width={W} height={H} rx={14} /></clipPath>
      </defs>
      <g clipPath="url(#window)">
        <rect width={W} height={H} fill={c.paper} />
        <rect width={W} height={38} fill={c.surface} />
        <line x1={0} y1={38.5} x2={W} y2={38.5} stroke={c.line} />
        {[20, 36, 52].map((cx) => <circle key={cx} cx={cx} cy={19} r={4.5} fill={c.line} />)}
        <Text x={X0} y={23.5} size={12} bold fill={c.muted} max={W - X0 - 20}>{title}</Text>
        <rect x={0} y={39} width={52} height={H - 39} fill={c.brand} />
        <circle cx={26} cy={62} r={8} fill={c.accent} />
        {[0, 1, 2, 3, 4].map((i) => (
          <rect key={i} x={15} y={92 + i * 40} width={22} height={22} rx={6} fill={c.paper} fillOpacity={i === active ? 0.95 : 0.2} />
        ))}
        {children}
      </g>
      <rect x={0.5} y={0.5} width={W - 1} height={H - 1} rx={13.5} fill="none" stroke={c.line} />
    </svg>
  );
}

/** Sample data in the page's language: numbers, dates, months and countries by ISO code. */
export function formats(lang: string) {
  const number = new Intl.NumberFormat(lang);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(lang, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' });
  const shortDate = new Intl.DateTimeFormat(lang, { month: 'numeric', day: 'numeric', timeZone: 'UTC' });
  const usd = new Intl.NumberFormat(lang, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const regions = new Intl.DisplayNames([lang], { type: 'region' });
  return {
    number: (n: number) => number.format(n),
    percent: (n: number) => percent.format(n),
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    dayMonth: (iso: string) => dayMonth.format(new Date(`${iso}T00:00:00Z`)),
    /** Day and month in figures (15.06, 6/15): where a short label must fit a narrow card. */
    shortDate: (iso: string) => shortDate.format(new Date(`${iso}T00:00:00Z`)),
    /** A month's short name, without the full stop some languages add (Russian "июн."). */
    month: (iso: string) => month.format(new Date(`${iso}-01T00:00:00Z`)).replace(/\.$/, ''),
    usd: (n: number) => usd.format(n),
    country: (code: string) => regions.of(code) ?? code,
  };
}
