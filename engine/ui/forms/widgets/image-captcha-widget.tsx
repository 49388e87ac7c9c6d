import { useCallback, useEffect, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { EngineFormContext } from '../form-context';
import { fetchCaptcha } from '../../../api/form-calls';
import { inputProps } from './input-props';

/**
 * The image captcha (spec 3): the visitor types the characters of a picture the server drew.
 * Clicking the picture draws another; a new one also comes after every answered submission,
 * because the server spends a captcha on its first try.
 */
export function ImageCaptchaWidget(props: WidgetProps) {
  const context = props.registry.formContext as EngineFormContext;
  const [image, setImage] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(() => {
    setFailed(false);
    fetchCaptcha(context.api)
      .then((captcha) => {
        context.captcha.id = captcha.id;
        setImage(captcha.image);
      })
      .catch(() => setFailed(true));
  }, [context.api, context.captcha]);

  useEffect(refresh, [refresh, context.captchaVersion]);

  const texts = context.bundle.texts.captcha;
  // Until the first picture has come (or failed to), a submit the page held before the form's
  // code arrived waits (islands/held-input-replay.ts): sent now, it would carry no captcha id.
  const firstPending = !image && !failed;
  return (
    <div className="captcha" data-awaits-code={firstPending ? '' : undefined}>
      <input {...inputProps(props)} className="form-control captcha__input" autoComplete="off" autoCapitalize="off" spellCheck={false} />
      <button type="button" className="captcha__image" onClick={refresh} title={texts.refresh} aria-label={failed ? texts.failed : texts.refresh}>
        {image && !failed ? <img src={image} alt={texts.image} width={150} height={50} /> : <span className="captcha__failed">{failed ? texts.failed : ''}</span>}
      </button>
    </div>
  );
}
