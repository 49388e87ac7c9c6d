import { describe, expect, it } from 'vitest';
import { edit, errorLines, loadWith, positionOf } from './config-fixture';
import { buildShellSettings } from '../../engine/ui/content/shell-settings';
import { connectOrigins } from '../../server/content-security-policy';

const file = 'config/site.yaml';
const analytics = 'analytics:\n  provider: reference-api\n';

function modelWith(changes: Record<string, string>) {
  const result = loadWith(changes);
  if (!result.ok) throw new Error(result.error.map((e) => e.message).join('\n'));
  return result.value;
}

describe('site.yaml analytics and loading-bar constants', () => {
  it('compiles the project config: page views to the reference API, bar after 200 ms for at most 5000 ms', () => {
    const shell = buildShellSettings(modelWith({}));
    expect(shell).toMatchObject({ progress: { throttleMs: 200, durationMs: 5000 }, chunkReloadGuardMs: 60_000, pageViewEndpoint: '/api/public/pageView', defaultHtmlLang: 'zh-CN' });
    expect(shell.progressLabels).toEqual({ 'zh-CN': '正在加载…', en: 'Loading…', ru: 'Загрузка…' });
  });

  it('defaults to the reference API when the section is left out', () => {
    expect(modelWith(edit(file, analytics, '')).site.analytics).toEqual({ provider: 'reference-api' });
  });

  it('sends nothing with provider none, and sends to a collector whose origin the pages may then call', () => {
    expect(buildShellSettings(modelWith(edit(file, analytics, 'analytics:\n  provider: none\n'))).pageViewEndpoint).toBeUndefined();
    const model = modelWith(edit(file, analytics, 'analytics:\n  provider: endpoint\n  url: https://stats.example.com/collect\n'));
    expect(buildShellSettings(model).pageViewEndpoint).toBe('https://stats.example.com/collect');
    expect(connectOrigins(model.site)).toEqual(['https://stats.example.com']);
  });

  it('reports a provider it does not know, with the ones it does', () => {
    const changed = edit(file, analytics, 'analytics:\n  provider: google\n');
    const { line, column } = positionOf(changed[file], 'google');
    expect(errorLines(changed)).toEqual([`${file}:${line}:${column} /analytics/provider must be one of "reference-api", "endpoint", "none"`]);
  });

  it('reports a collector without an address, or with one that is not https', () => {
    expect(errorLines(edit(file, analytics, 'analytics:\n  provider: endpoint\n'))).toEqual([
      expect.stringMatching(/^config\/site\.yaml:\d+:\d+ \/analytics is missing the required key "url"$/),
    ]);
    const changed = edit(file, analytics, 'analytics:\n  provider: endpoint\n  url: http://stats.example.com/collect\n');
    const { line, column } = positionOf(changed[file], 'http://stats');
    expect(errorLines(changed)).toEqual([`${file}:${line}:${column} /analytics/url must be an https address like https://stats.example.com/collect (http only for localhost)`]);
  });

  it('reports a url given to a provider that takes none', () => {
    const changed = edit(file, analytics, 'analytics:\n  provider: none\n  url: https://stats.example.com/collect\n');
    expect(errorLines(changed)).toEqual([expect.stringMatching(/\/analytics has an unknown key "url"/)]);
  });

  it('reports a throttle that is not shorter than the duration', () => {
    const changed = edit(file, 'progressThrottleMs: 200', 'progressThrottleMs: 6000');
    const { line, column } = positionOf(changed[file], 'progressThrottleMs: 6000');
    expect(errorLines(changed)).toEqual([`${file}:${line}:${column + 'progressThrottleMs: '.length} /constants/progressThrottleMs must be shorter than progressDurationMs (5000): otherwise the loading bar never shows`]);
  });
});
