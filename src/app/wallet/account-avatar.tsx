import type { AvatarComponent } from '@rainbow-me/rainbowkit'

/**
 * Avatar for RainbowKit's account button and modal: the ENS picture when there is one,
 * otherwise a gradient derived from the address (RainbowKit's default is an emoji, which
 * needs an emoji font the system may lack).
 */
export const AccountAvatar: AvatarComponent = ({ address, ensImage, size }) => {
  if (ensImage) {
    return <img src={ensImage} width={size} height={size} alt="" className="rounded-full" />
  }
  const hueA = parseInt(address.slice(2, 6), 16) % 360
  const hueB = (hueA + 40 + (parseInt(address.slice(6, 10), 16) % 140)) % 360
  return (
    <div
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        borderRadius: '9999px',
        background: `linear-gradient(135deg, hsl(${hueA} 75% 62%), hsl(${hueB} 70% 45%))`,
      }}
    />
  )
}
