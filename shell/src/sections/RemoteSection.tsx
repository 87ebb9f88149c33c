import {
  isVersionSkewError,
  recordSectionError,
  reloadOnLiveRelease,
  runsCandidate,
} from '@portal/federation';
import { useSession } from '@portal/api';
import { ForbiddenPage } from '@portal/sign-in';
import { Box, Button, LoadingState, RemoteModule, Typography } from '@portal/ui';
import { useEffect } from 'react';
import { useStartingPage } from '../startup/startingPage';
import { isSectionFor, type SectionInfo } from './sections';

const NO_PROPS = {};

/**
 * A canary candidate threw for this person (recordSectionError made this tab forget it): the page
 * loads again on the live release instead of showing the candidate's failure. A loaded remote
 * cannot be swapped for another build of itself in place.
 */
function FallingBackToLive({ label }: { label: string }) {
  useEffect(reloadOnLiveRelease, []);
  return <LoadingState label={`Loading ${label}`} />;
}

const NEEDS_NEWER_PORTAL_TEXT = 'This section needs a newer portal version';

/**
 * Mounts one section's remote: nothing while the page the URL named starts, a spinner while it
 * loads, a message naming it and Retry when it fails, and a plain message when it was built for
 * shared versions this portal does not have (retrying cannot help; a newer shell or an older build
 * of the section can).
 */
export function RemoteSection({ section }: { section: SectionInfo }) {
  // The page the URL named is on its way (startRoute): nothing rather than a spinner before it.
  const starting = useStartingPage(section.name);
  const { user } = useSession();
  // A section limited to an audience the viewer is not in: the spec's 403 page, its code never loaded.
  if (!isSectionFor(section, user)) return <ForbiddenPage />;
  if (starting) return <Box aria-busy="true" />;
  return (
    <RemoteModule
      // A fresh boundary per section: a failure of one must not be shown when another is opened.
      key={section.name}
      id={`${section.name}/Section`}
      props={NO_PROPS}
      loading={<LoadingState label={`Loading ${section.label}`} />}
      onError={(error) => recordSectionError(section.name, error)}
      renderError={(retry, error) =>
        runsCandidate(section.name) ? (
          <FallingBackToLive label={section.label} />
        ) : isVersionSkewError(error) ? (
          <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
            <Typography>{NEEDS_NEWER_PORTAL_TEXT}</Typography>
          </Box>
        ) : (
          <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>The {section.label} section could not be loaded.</Typography>
            <Button variant="contained" onClick={retry}>
              Retry
            </Button>
          </Box>
        )
      }
    />
  );
}
