import { z } from "zod";
import { pagedSchema } from "./envelope.ts";
import { formatNumber } from "./format.ts";

/** The longest message, in characters after trimming. */
export const MAX_MESSAGE_LENGTH = 5_000;
/** The longest first message of a question about a listing ("Ask a question"). */
export const MAX_QUESTION_LENGTH = 2_000;
export const CONVERSATION_PAGE_SIZE = 20;
export const MAX_CONVERSATION_PAGE_SIZE = 50;
export const MESSAGE_PAGE_SIZE = 30;
export const MAX_MESSAGE_PAGE_SIZE = 100;
export { THREAD_POLL_MS, UNREAD_POLL_MS } from "./message-polling.ts";

export const messageTexts = {
  bodyRequired: "Write a message.",
  bodyTooLong: `A message can be ${formatNumber(MAX_MESSAGE_LENGTH)} characters at most.`,
  bodyControl: "A message cannot contain control characters.",
  subjectRequired: "Give an applicationId or a hireRequestId, not both.",
  conversationNotFound: "Conversation not found.",
  subjectNotFound: "Application or hiring request not found.",
  tooManyMessages: "You are sending messages too quickly. Wait a minute and try again.",
  questionTooLong: `A question can be ${formatNumber(MAX_QUESTION_LENGTH)} characters at most.`,
  listingNotFound: "Listing not found.",
  ownListing: "This is your own listing: questions come to you from its visitors.",
  tooManyConversations: "You have started many conversations in the last hour. Try again later.",
  blocked: "You can't message this person.",
  userNotFound: "User not found.",
  blockSelf: "You cannot block yourself.",
  blockedUser: "Blocked. Neither of you can send messages to the other now.",
  unblockedUser: "Unblocked.",
  /** What both parties read in place of a message a moderator hid. */
  removed: "This message was removed by a moderator.",
} as const;

// Tab and line feed are text; every other C0 or C1 control, and DEL, is not (carriage returns
// are folded into line feeds before the check).
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** `POST /api/conversations`: the application or the hiring request to talk about (exactly one). */
export const openConversationSchema = z
  .object({
    applicationId: z.uuid({ message: "Invalid application id." }).optional(),
    hireRequestId: z.uuid({ message: "Invalid hiring request id." }).optional(),
  })
  .strict()
  .refine((body) => (body.applicationId === undefined) !== (body.hireRequestId === undefined), {
    message: messageTexts.subjectRequired,
    path: ["applicationId"],
  });
export type OpenConversationRequest = z.infer<typeof openConversationSchema>;

export const conversationListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_CONVERSATION_PAGE_SIZE).default(CONVERSATION_PAGE_SIZE),
  })
  .strict();
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationParamsSchema = z.object({
  id: z.uuid({ message: messageTexts.conversationNotFound }),
});

/** `GET /api/conversations/{id}/messages?before=&limit=`: the newest messages, or those older than `before` (a message id). */
export const messageListQuerySchema = z
  .object({
    before: z.uuid({ message: "Invalid message id." }).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_MESSAGE_PAGE_SIZE).default(MESSAGE_PAGE_SIZE),
  })
  .strict();
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** A message's text: trimmed, 1 to `max` characters, line breaks kept, no control characters. */
function bodySchemaOf(max: number, tooLong: string) {
  return z
    .string({ message: messageTexts.bodyRequired })
    .trim()
    .min(1, { message: messageTexts.bodyRequired, abort: true })
    .max(max, { message: tooLong, abort: true })
    .transform((text) => text.replace(/\r\n?/g, "\n"))
    .refine((text) => !controlCharacter.test(text), { message: messageTexts.bodyControl });
}

/** The message's text: trimmed, 1 to 5,000 characters, line breaks kept, no control characters. */
export const messageBodySchema = bodySchemaOf(MAX_MESSAGE_LENGTH, messageTexts.bodyTooLong);

export const sendMessageSchema = z.object({ body: messageBodySchema }).strict();
export type SendMessageRequest = z.input<typeof sendMessageSchema>;

/** `POST /api/listings/{id}/conversation`: the visitor's question, 1 to 2,000 characters. */
export const askQuestionSchema = z
  .object({
    body: bodySchemaOf(MAX_QUESTION_LENGTH, messageTexts.questionTooLong),
  })
  .strict();
export type AskQuestionRequest = z.input<typeof askQuestionSchema>;

export const listingParamsSchema = z.object({ id: z.uuid({ message: messageTexts.listingNotFound }) });

export const subjectKinds = ["application", "hire", "listing"] as const;
export type SubjectKind = (typeof subjectKinds)[number];

/** What a conversation is about: an application, a hiring request, or a listing (a visitor's question). */
export const conversationSubjectSchema = z.object({
  kind: z.enum(subjectKinds),
  /** The job title, "Hire: …" for a hiring request, or the listing's name. */
  title: z.string(),
  applicationId: z.uuid().nullable(),
  hireRequestId: z.uuid().nullable(),
  jobId: z.uuid().nullable(),
  listingId: z.uuid().nullable().default(null),
  /** The listing's cover picture (listing conversations only). */
  imageUrl: z.string().nullable().default(null),
});
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const lastMessageSchema = z.object({
  body: z.string(),
  /** A moderator hid it: `body` is `messageTexts.removed`. */
  removed: z.boolean().default(false),
  createdAt: z.iso.datetime({ offset: true }),
  isMine: z.boolean(),
});

export const conversationSchema = z.object({
  _id: z.uuid(),
  otherParty: z.object({ _id: z.uuid(), name: z.string() }),
  subject: conversationSubjectSchema,
  lastMessage: lastMessageSchema.nullable(),
  /** The caller's unread messages in it. */
  unreadCount: z.number().int().min(0),
  /** Its last activity: the last message, or its opening when it has none. */
  lastActivityAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  /** Whether the caller has blocked the other person (a block the other made is not shown). */
  blockedByMe: z.boolean().default(false),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationResponseSchema = z.object({ result: z.literal(1), result_value: conversationSchema });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const conversationPageResponseSchema = pagedSchema(conversationSchema);
export type ConversationPageResponse = z.infer<typeof conversationPageResponseSchema>;

export const unreadCountResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ unread: z.number().int().min(0) }),
});
export type UnreadCountResponse = z.infer<typeof unreadCountResponseSchema>;

export const messageSchema = z.object({
  _id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  isMine: z.boolean(),
  body: z.string(),
  /** A moderator hid it: `body` is `messageTexts.removed` for both parties. */
  removed: z.boolean().default(false),
  createdAt: z.iso.datetime({ offset: true }),
  /** When its recipient first saw it; null while unread. */
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** A page of a thread, oldest first; `hasEarlier` says whether "Load earlier" has more to show. */
export const messagePageResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({
    conversation: conversationSchema,
    messages: z.array(messageSchema),
    hasEarlier: z.boolean(),
  }),
});
export type MessagePageResponse = z.infer<typeof messagePageResponseSchema>;

export const messageResponseSchema = z.object({ result: z.literal(1), result_value: messageSchema });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The answer to "Ask a question": the visitor's conversation about the listing and the message sent. */
export const askQuestionResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ conversation: conversationSchema, message: messageSchema }),
});
export type AskQuestionResponse = z.infer<typeof askQuestionResponseSchema>;

/** `POST /api/messages/blocks`: someone the caller has a conversation with. */
export const blockUserSchema = z.object({ userId: z.uuid({ message: messageTexts.userNotFound }) }).strict();
export type BlockUserRequest = z.infer<typeof blockUserSchema>;
export const blockParamsSchema = z.object({ userId: z.uuid({ message: messageTexts.userNotFound }) });

export const blockSchema = z.object({
  user: z.object({ _id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Block = z.infer<typeof blockSchema>;

export const blockListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

export const blockListResponseSchema = pagedSchema(blockSchema);
export type BlockListResponse = z.infer<typeof blockListResponseSchema>;

export const blockResponseSchema = z.object({ result: z.literal(1), result_value: z.object({ message: z.string() }) });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

/** `POST /api/conversations/{id}/read`: how many of the caller's messages it marked read. */
export const markReadResponseSchema = z.object({
  result: z.literal(1),
  result_value: z.object({ marked: z.number().int() }),
});
