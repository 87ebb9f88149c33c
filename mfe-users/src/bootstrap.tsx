import { renderStandalone } from '@portal/federation/runtime';
import Section from './Section';

void renderStandalone('users', Section);
