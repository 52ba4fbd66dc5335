/** /class: sends the user to the training-video playlist configured at build time (VITE_CLASS_PLAYLIST_URL). */
import { useEffect } from 'react';
import { Message } from 'semantic-ui-react';

const playlist = import.meta.env.VITE_CLASS_PLAYLIST_URL as string | undefined;

/** The redirect page. */
export default function ClassPage() {
  useEffect(() => {
    if (playlist) window.location.replace(playlist);
  }, []);
  return playlist ? <Message info content="正在前往教學影片播放清單…" /> : <Message warning content="尚未設定教學影片播放清單（VITE_CLASS_PLAYLIST_URL）。" />;
}
