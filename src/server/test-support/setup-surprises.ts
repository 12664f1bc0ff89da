// Setup file of the server test projects: every test fails on a server surprise (see surprises.ts).
import { failTestsOnSurprises } from './surprises';

failTestsOnSurprises();
