// Fixed notices and banners from the command line (the same rules as the moderator calls):
//   add-fixed-notice TITLE [CONTENT] [URL] [SUBTITLE] [SUBCONTENT]
//   remove-fixed-notice FIXED_NO
//   list-fixed-notices
//   add-banner TITLE IMAGE_URL [LINK_URL] [SORT_ORDER]
//   remove-banner BANNER_NO
import { AppError } from "../../lib/errors";
import {
  createBanner,
  createFixedNotice,
  listFixedNoticesForModerator,
  removeBanner,
  removeFixedNotice,
} from "../../modules/notifications/notices";
import type { AdminCommand, AdminCommandContext } from "./index";

async function guarded(print: (line: string) => void, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) {
      print(error.message);
      return 1;
    }
    throw error;
  }
}

function positiveNumber(text: string | undefined): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export const addFixedNoticeCommand: AdminCommand = {
  summary: "TITLE [CONTENT] [URL] [SUBTITLE] [SUBCONTENT] — 알림 창 맨 위에 고정 알림을 겁니다",
  run: ({ db, args, print }: AdminCommandContext) =>
    guarded(print, async () => {
      const [title, content, url, subTitle, subContent] = args;
      if (!title) {
        print('제목을 입력해 주세요. 예: npm run admin -- add-fixed-notice "서비스 점검 안내" "02:00~04:00 점검" /faq');
        return 2;
      }
      const item = await createFixedNotice(
        db,
        {
          notificationTitle: title,
          notificationContent: content,
          notificationUrl: url || null,
          notificationSubTitle: subTitle,
          notificationSubContent: subContent,
        },
        null,
      );
      print(`고정 알림 #${item.fixedNo}을(를) 걸었습니다: ${item.notificationTitle}`);
      return 0;
    }),
};

export const removeFixedNoticeCommand: AdminCommand = {
  summary: "FIXED_NO — 고정 알림을 내립니다",
  run: ({ db, args, print }) =>
    guarded(print, async () => {
      const no = positiveNumber(args[0]);
      if (!no) {
        print("고정 알림 번호를 입력해 주세요. 예: npm run admin -- remove-fixed-notice 3");
        return 2;
      }
      await removeFixedNotice(db, no);
      print(`고정 알림 #${no}을(를) 내렸습니다.`);
      return 0;
    }),
};

export const listFixedNoticesCommand: AdminCommand = {
  summary: "— 고정 알림 목록",
  changes: false,
  run: async ({ db, print }) => {
    const items = await listFixedNoticesForModerator(db);
    if (!items.length) print("걸려 있는 고정 알림이 없습니다.");
    for (const item of items) print(`#${item.fixedNo} ${item.live ? "[게시 중]" : "[대기/종료]"} ${item.notificationTitle}`);
    return 0;
  },
};

export const addBannerCommand: AdminCommand = {
  summary: "TITLE IMAGE_URL [LINK_URL] [SORT_ORDER] — 배너를 등록합니다",
  run: ({ db, args, print }) =>
    guarded(print, async () => {
      const [title, imageUrl, linkUrl, order] = args;
      if (!title || !imageUrl) {
        print('제목과 이미지 주소를 입력해 주세요. 예: npm run admin -- add-banner "가을 이벤트" /files/banner.png /event');
        return 2;
      }
      const { bannerNo } = await createBanner(db, { title, imageUrl, linkUrl: linkUrl || null, sortOrder: order ? Number(order) || 0 : 0 });
      print(`배너 #${bannerNo}을(를) 등록했습니다.`);
      return 0;
    }),
};

export const removeBannerCommand: AdminCommand = {
  summary: "BANNER_NO — 배너를 내립니다",
  run: ({ db, args, print }) =>
    guarded(print, async () => {
      const no = positiveNumber(args[0]);
      if (!no) {
        print("배너 번호를 입력해 주세요. 예: npm run admin -- remove-banner 2");
        return 2;
      }
      await removeBanner(db, no);
      print(`배너 #${no}을(를) 내렸습니다.`);
      return 0;
    }),
};
