import type { QuestionnaireInvitationRecord } from '@portal/questionnaires/records';
import type { QuestionnaireInvitation, QuestionnaireListItem, QuestionnairesQuery } from '@portal/questionnaires/contracts';
import { localizeDefinition, QuestionnaireAnswersSchema } from '@portal/questionnaires/contracts';
import * as v from 'valibot';
import type { InvitationListRow } from './queries';

type Lang = QuestionnairesQuery['lang'];

export function toListItem(row: InvitationListRow, lang: Lang): QuestionnaireListItem {
  return { id: row.id, title: row.title[lang], created: row.created.toISOString(), answeredAt: row.answeredAt?.toISOString() ?? null };
}

/** The stored answers string as an object; an empty one if it is not one (never thrown at the patient). */
function storedAnswers(text: string | null): NonNullable<QuestionnaireInvitation['answers']> {
  if (text === null) return {};
  try {
    const result = v.safeParse(QuestionnaireAnswersSchema, JSON.parse(text));
    return result.success ? result.output : {};
  } catch {
    return {};
  }
}

/** One invitation with its form in the language asked for, and its answers once answered. */
export function toInvitation({ invitation, form }: QuestionnaireInvitationRecord, lang: Lang): QuestionnaireInvitation {
  return {
    id: invitation.id,
    title: form.questionnaireTitle[lang],
    created: invitation.created.toISOString(),
    answeredAt: invitation.answeredAt?.toISOString() ?? null,
    definition: localizeDefinition(form.definition, lang),
    answers: invitation.answeredAt === null ? null : storedAnswers(invitation.questionnaireAnswers),
  };
}
