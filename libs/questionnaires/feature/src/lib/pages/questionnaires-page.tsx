import { sectionTitles } from '@portal/shared/i18n';
import { EmptyState, ErrorView, Notice, PageLayout, PlaceholderRows, Stack } from '@portal/shared/ui';
import { useIntl } from 'react-intl';
import { useQuestionnaires } from '../api/get-questionnaires';
import { QuestionnaireList } from '../components/questionnaire-list';
import styles from '../components/questionnaires.module.css';
import { listMessages } from '../messages';

/**
 * The patient's questionnaires (booking doc section 2): open tasks first, then answers; in
 * maintenance mode a notice that surveys are out of use. The children's brand has no such page:
 * the host leaves the route out.
 */
export function QuestionnairesPage() {
  const intl = useIntl();
  const remote = useQuestionnaires();
  return (
    <PageLayout title={intl.formatMessage(sectionTitles.questionnaires)} intro={<p>{intl.formatMessage(listMessages.intro)}</p>}>
      {remote.status === 'loading' && <PlaceholderRows count={3} label={intl.formatMessage(listMessages.loading)} />}
      {(remote.status === 'error' || remote.status === 'not-found') && <ErrorView onRetry={remote.status === 'error' ? remote.retry : undefined} />}
      {remote.status === 'ready' && remote.data.status === 'maintenance-mode' && <Notice tone="warning">{intl.formatMessage(listMessages.maintenance)}</Notice>}
      {remote.status === 'ready' && remote.data.status === 'ok' && (
        <Stack gap={6}>
          <Stack as="section" gap={3} aria-labelledby="questionnaires-new-tasks" className={styles['section']}>
            <h2 id="questionnaires-new-tasks">{intl.formatMessage(listMessages.newTasks)}</h2>
            {remote.data.newTaskItems.length > 0 ? (
              <QuestionnaireList items={remote.data.newTaskItems} labelledBy="questionnaires-new-tasks" tasks />
            ) : (
              <EmptyState headingLevel={3} title={intl.formatMessage(listMessages.noNewTasks)} />
            )}
          </Stack>
          <Stack as="section" gap={3} aria-labelledby="questionnaires-answers" className={styles['section']}>
            <h2 id="questionnaires-answers">{intl.formatMessage(listMessages.answers)}</h2>
            {remote.data.answerItems.length > 0 ? (
              <QuestionnaireList items={remote.data.answerItems} labelledBy="questionnaires-answers" tasks={false} />
            ) : (
              <EmptyState headingLevel={3} title={intl.formatMessage(listMessages.noAnswers)} />
            )}
          </Stack>
        </Stack>
      )}
    </PageLayout>
  );
}
