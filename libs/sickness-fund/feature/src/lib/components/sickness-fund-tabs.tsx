import { ContentBlocks, ContentSections, DataTable, FaqList, Tabs } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SicknessFundContent } from '../content/sickness-fund-content';
import { sicknessFundMessages } from '../messages';
import styles from './sickness-fund.module.css';

export const sicknessFundTabIds = ['overview', 'compensation', 'instructions', 'faq'] as const;
export type SicknessFundTabId = (typeof sicknessFundTabIds)[number];

export function isSicknessFundTabId(value: string | null): value is SicknessFundTabId {
  return (sicknessFundTabIds as readonly (string | null)[]).includes(value);
}

export interface SicknessFundTabsProps {
  content: SicknessFundContent;
  selectedTab: SicknessFundTabId;
  onSelectTab: (tab: SicknessFundTabId) => void;
}

function Sections({ sections }: { sections: SicknessFundContent['overview'] }) {
  return (
    <div className={styles['panel']}>
      <ContentSections sections={sections} />
    </div>
  );
}

function Compensation({ compensation }: { compensation: SicknessFundContent['compensation'] }) {
  const headingId = useId();
  return (
    <section className={[styles['panel'], styles['section']].join(' ')}>
      <h2 id={headingId}>{compensation.heading}</h2>
      <p className={styles['paragraph']}>{compensation.intro}</p>
      <DataTable labelledBy={headingId}>
          <thead>
            <tr>
              <th scope="col">{compensation.columns.service}</th>
              <th scope="col">{compensation.columns.ownShare}</th>
              <th scope="col">{compensation.columns.limits}</th>
            </tr>
          </thead>
          <tbody>
            {compensation.rows.map((row) => (
              <tr key={row.service}>
                <th scope="row">{row.service}</th>
                <td>{row.ownShare}</td>
                <td>{row.limits}</td>
              </tr>
            ))}
          </tbody>
      </DataTable>
      <ContentBlocks blocks={compensation.notes} />
    </section>
  );
}

function Faq({ faq }: { faq: SicknessFundContent['faq'] }) {
  return (
    <section className={[styles['panel'], styles['section']].join(' ')}>
      <h2>{faq.heading}</h2>
      <FaqList entries={faq.entries} />
    </section>
  );
}

/**
 * The fund's four tabs. Tab names are in the page's language; the panels hold the Finnish
 * content and are marked `lang="fi"` so that screen readers read them in Finnish.
 */
export function SicknessFundTabs({ content, selectedTab, onSelectTab }: SicknessFundTabsProps) {
  const intl = useIntl();
  const panel = (node: ReactNode) => <div lang="fi">{node}</div>;
  return (
    <Tabs
      label={intl.formatMessage(sicknessFundMessages.tabsLabel)}
      selectedKey={selectedTab}
      onSelectionChange={(id) => {
        if (isSicknessFundTabId(id)) onSelectTab(id);
      }}
      items={[
        {
          id: 'overview',
          title: intl.formatMessage(sicknessFundMessages.overviewTab),
          content: panel(<Sections sections={content.overview} />),
        },
        {
          id: 'compensation',
          title: intl.formatMessage(sicknessFundMessages.compensationTab),
          content: panel(<Compensation compensation={content.compensation} />),
        },
        {
          id: 'instructions',
          title: intl.formatMessage(sicknessFundMessages.instructionsTab),
          content: panel(<Sections sections={content.instructions} />),
        },
        {
          id: 'faq',
          title: intl.formatMessage(sicknessFundMessages.faqTab),
          content: panel(<Faq faq={content.faq} />),
        },
      ]}
    />
  );
}
