; rajas.nsi — the Windows edition's installer (docs/packaging.md), made by makensis from the
; installed folder packaging/windows/build.sh stages:
;   makensis -DVERSION=<v> -DSTAGE=<folder> -DOUTFILE=<setup.exe> rajas.nsi
; A per-user install: no administrator rights (RequestExecutionLevel user), into
; %LOCALAPPDATA%\Programs\rajas, a Start-menu entry with the game's icon, an uninstaller
; listed under the user's installed programs. /S installs and uninstalls silently.
; A 64-bit installer for a 64-bit game: it runs wherever the game can (and under a 64-bit
; Wine without its 32-bit half).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user

!define NAME "Rajas of the Ganges: The Dice Charmers"
!define UNINSTKEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\rajas"

Name "${NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\rajas"
ShowInstDetails nevershow
ShowUninstDetails nevershow

Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles

Section "Install"
  SetShellVarContext current
  SetOutPath "$INSTDIR"
  File /r "${STAGE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\Rajas"
  CreateShortcut "$SMPROGRAMS\Rajas\Rajas of the Ganges.lnk" "$INSTDIR\rajas.exe" "" "$INSTDIR\rajas.ico" 0
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayName" "${NAME}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTKEY}" "DisplayIcon" "$INSTDIR\rajas.ico"
  WriteRegStr HKCU "${UNINSTKEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTKEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTKEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTKEY}" "NoRepair" 1
SectionEnd

; The player's own files (%APPDATA%\rajas) stay: they are the player's, not the program's.
Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\Rajas\Rajas of the Ganges.lnk"
  RMDir "$SMPROGRAMS\Rajas"
  RMDir /r "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTKEY}"
SectionEnd
