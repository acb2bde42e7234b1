import type { KelaCardSide } from '@portal/account/contracts';
import { KELA_CARD_UPLOAD_TIMEOUT_MS, kelaCardSides } from '@portal/account/contracts';
import { putUpload, useApiClient, useErrorReporter, useTracker } from '@portal/shared/data-access';
import { Button } from '@portal/shared/ui';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadedSection } from '../components/loaded-section';
import { finishKelaCardUpload } from './api/finish-kela-card-upload';
import { useKelaCard } from './api/get-kela-card';
import { initKelaCardUpload } from './api/init-kela-card-upload';

import { KelaCardForm } from './kela-card-form';
import { KelaCardImages } from './kela-card-images';
import { kelaCardMessages as m } from './messages';
import { initialUploadState, kelaCardUploadReducer } from './upload-state';
import styles from './kela-card.module.css';

/** The tracked error event of the Kela card (account doc section 8). */
export const KELA_CARD_ERROR_EVENT = 'kelaCardImagesError';

export interface KelaCardSectionProps {
  /** The level of the section's heading on its page (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * The Kela card on my information's basic-information tab (account doc sections 3-5, 7, 8): the
 * saved images, and a form, shown and hidden with a button, to upload both sides. Saving asks for
 * signed upload URLs, PUTs each image to its URL with its progress, and asks the API to check
 * and keep them. Loads its own data; needs the portal's providers only.
 */
export function KelaCardSection({ headingLevel = 2 }: KelaCardSectionProps) {
  const intl = useIntl();
  const api = useApiClient();
  const reporter = useErrorReporter();
  const tracker = useTracker();
  const card = useKelaCard();
  const [state, dispatch] = useReducer(kelaCardUploadReducer, initialUploadState);
  const [isFormShown, setFormShown] = useState(false);
  const [inputsKey, setInputsKey] = useState(0);
  const formId = useId();
  const unmounted = useRef(false);
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      running.current?.abort();
    };
  }, []);

  useEffect(() => {
    if (card.status === 'error') tracker.trackEvent(KELA_CARD_ERROR_EVENT, { step: 'retrieve' });
  }, [card.status, tracker]);

  const save = async () => {
    const { front, back } = state;
    if (front.status !== 'ready-to-upload' || back.status !== 'ready-to-upload') return;
    const chosen = { front, back };
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'save-started' });
    try {
      const started = await initKelaCardUpload(api, { front: front.contentType, back: back.contentType }, controller.signal);
      await Promise.all(
        kelaCardSides.map((side: KelaCardSide) =>
          putUpload(started[side].url, chosen[side].file, chosen[side].contentType, {
            timeoutMs: KELA_CARD_UPLOAD_TIMEOUT_MS,
            signal: controller.signal,
            onProgress: (percent) => dispatch({ type: 'progress', side, percent }),
          }),
        ),
      );
      if (!(await finishKelaCardUpload(api, started.token, controller.signal))) throw new Error('The Kela card images were not accepted');
      dispatch({ type: 'save-succeeded' });
      if (card.status === 'ready') card.reload();
    } catch (error) {
      if (unmounted.current) return;
      // One side failing stops the other: the images are saved together or not at all.
      controller.abort();
      reporter.report(error, { process: 'kela-card' });
      tracker.trackEvent(KELA_CARD_ERROR_EVENT, { step: 'upload' });
      dispatch({ type: 'save-failed' });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const reset = () => {
    dispatch({ type: 'reset' });
    setInputsKey((key) => key + 1);
  };

  const hasCard = card.status === 'ready' && (card.data.imageUrl.front !== null || card.data.imageUrl.back !== null);

  return (
    <LoadedSection
      title={intl.formatMessage(m.title)}
      intro={intl.formatMessage(m.intro)}
      headingLevel={headingLevel}
      remote={card}
      loadingLabel={intl.formatMessage(m.loading)}
      loadFailed={intl.formatMessage(m.loadFailed)}
      retryLabel={intl.formatMessage(m.retry)}
    >
      {(data) => (
        <>
          <KelaCardImages imageUrl={data.imageUrl} />
          <div className={styles['actions']}>
            <Button variant="secondary" aria-expanded={isFormShown} aria-controls={isFormShown ? formId : undefined} onPress={() => setFormShown((shown) => !shown)}>
              {intl.formatMessage(hasCard ? m.updateImages : m.addImages)}
            </Button>
          </div>
          {isFormShown && (
            <KelaCardForm
              id={formId}
              state={state}
              inputsKey={inputsKey}
              headingLevel={headingLevel === 2 ? 3 : 4}
              onChoose={(side, file) => dispatch({ type: 'file-chosen', side, file })}
              onSave={() => void save()}
              onReset={reset}
            />
          )}
        </>
      )}
    </LoadedSection>
  );
}
