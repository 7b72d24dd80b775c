import { useEffect, useState } from 'react';
import {
  pagePresenceBeatMs,
  useBeatPagePresenceMutation,
  useLeavePagePresenceMutation,
} from '@plein/api-client';
import type { PagePresence } from '@plein/api-client';

/**
 * Says every {@link pagePresenceBeatMs} that this editing session has the page open, and answers
 * who else has it open (empty until the first answer, and when the call fails: presence is a
 * courtesy, never in the way). Says goodbye when the editor closes; a closed tab is forgotten
 * after three missed beats.
 *
 * @example
 * const others = usePagePresence(page.guid, actions.session);
 */
export function usePagePresence(pageGuid: string, session: string): PagePresence['others'] {
  const [beat] = useBeatPagePresenceMutation();
  const [leave] = useLeavePagePresenceMutation();
  const [others, setOthers] = useState<PagePresence['others']>([]);
  useEffect(() => {
    let active = true;
    const say = () => {
      beat({ id: pageGuid, session })
        .unwrap()
        .then((answer) => {
          if (active) setOthers(answer.others);
        })
        .catch(() => undefined);
    };
    say();
    const timer = setInterval(say, pagePresenceBeatMs);
    return () => {
      active = false;
      clearInterval(timer);
      void leave({ id: pageGuid, session });
    };
  }, [beat, leave, pageGuid, session]);
  return others;
}
