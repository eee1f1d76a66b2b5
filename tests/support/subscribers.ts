// Every API test file runs with the app's subscriber table installed, as the assembly installs
// it (server/main.ts buildCore): a file that writes through a module's service without building
// the platform (an earlier installation's data, a fixture) keeps the same side effects, whatever
// file ran before it in the worker.
import { installSubscribers } from "../../server/events/bus";
import { SUBSCRIBERS } from "../../server/subscribers";

installSubscribers(SUBSCRIBERS);
