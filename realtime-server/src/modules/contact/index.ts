import { isOperator } from '@app/shared-types/auth';
import { CONTACTS_ROOM } from '@app/shared-types/contact';
import { rooms } from '@app/shared-types/realtime';
import { forbidden, unauthenticated } from '../../errors/app-error';
import type { AppModule } from '../module';
import { contactEvents } from './contact.events';
import { contactMessageModel } from './contact.model';
import { contactRoutes } from './contact.routes';
import { createContactService } from './contact.service';
// The events and monitoring figures this module declares (declaration merging), wherever it is compiled.
import './contracts';

/** Contact messages from visitors and members, and the operators' live inbox (room `contacts`). */
export const contactModule: AppModule = {
  name: 'contact',
  setup: ({ db, emitter, users, limiterStore, events }) => {
    const Messages = contactMessageModel(db);
    const contact = createContactService({ Messages, events: contactEvents(emitter), domainEvents: events });
    // Someone who stops being an operator stops receiving messages at once.
    users.onChange((user) => {
      if (!isOperator(user)) emitter.leave(rooms.user(user.id), CONTACTS_ROOM);
    });
    return {
      routes: contactRoutes(contact, limiterStore),
      rooms: {
        [CONTACTS_ROOM]: (user) => {
          if (!user) throw unauthenticated();
          if (!isOperator(user)) throw forbidden('Only operators can watch the contact inbox.');
        },
      },
      models: [Messages],
    };
  },
};
