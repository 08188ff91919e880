; invoke-deref.ll with the invoke turned into a call (its landing pad only
; resumes), as simplifycfg does
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare ptr @get(i64)
declare i32 @__gxx_personality_v0(...)

define void @f() personality ptr @__gxx_personality_v0 {
entry:
  %p = call dereferenceable(40) ptr @get(i64 40)
  ret void
}
