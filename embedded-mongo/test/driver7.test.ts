import * as mongodb from 'mongodb';
import { defineDriverSuite } from './suites/driver-suite';

defineDriverSuite('7', mongodb);
