import { useErrorReporter } from '@portal/shared/data-access';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import type { CareTeamQuery } from '../gql/graphql';
import { CareTeamDocument } from '../gql/graphql';
import { useMessagingClient } from './messaging-client';

export type CareTeamMember = CareTeamQuery['careTeam'][number];

export type CareTeamState = { status: 'idle' | 'loading' | 'error' } | { status: 'ok'; members: CareTeamMember[] };

/** The professionals the customer may write to besides customer service: those met in the last 12 months. */
export async function getCareTeam(client: ApolloClient): Promise<CareTeamMember[]> {
  const { data } = await client.query({ query: CareTeamDocument, fetchPolicy: 'no-cache' });
  if (!data) throw new Error('careTeam: no data');
  return data.careTeam;
}

/** The care team, asked for once, when `wanted` first holds (the patient opens the choice of recipient). */
export function useCareTeam(wanted: boolean): CareTeamState {
  const client = useMessagingClient();
  const reporter = useErrorReporter();
  const [state, setState] = useState<CareTeamState>({ status: 'idle' });
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || asked.current) return;
    asked.current = true;
    setState({ status: 'loading' });
    getCareTeam(client).then(
      (members) => setState({ status: 'ok', members }),
      (error: unknown) => {
        reporter.report(error, { process: 'messaging-care-team' });
        setState({ status: 'error' });
      },
    );
  }, [wanted, client, reporter]);
  return state;
}
