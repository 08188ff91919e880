; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

; Function Attrs: mustprogress noinline
define dso_local void @"?f@@YAXXZ"() #0 personality ptr @__CxxFrameHandler3 {
  invoke void @"?g@@YAXXZ"()
          to label %7 unwind label %1

1:                                                ; preds = %0
  %2 = catchswitch within none [label %3] unwind to caller

3:                                                ; preds = %1
  %4 = catchpad within %2 [ptr null, i32 64, ptr null]
  catchret from %4 to label %5

5:                                                ; preds = %3
  br label %6

6:                                                ; preds = %5, %7
  ret void

7:                                                ; preds = %0
  br label %6
}

declare dso_local void @"?g@@YAXXZ"() #1

declare dso_local i32 @__CxxFrameHandler3(...)

attributes #0 = { mustprogress noinline "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
