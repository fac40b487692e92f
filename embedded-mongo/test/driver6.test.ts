import * as mongodb6 from 'mongodb6';
import type * as mongodb from 'mongodb';
import { defineDriverSuite } from './suites/driver-suite';

defineDriverSuite('6', mongodb6 as unknown as typeof mongodb);
