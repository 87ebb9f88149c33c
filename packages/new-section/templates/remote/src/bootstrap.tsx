import { renderStandalone } from '@portal/federation';
import Section from './Section';

void renderStandalone('sample', Section);
