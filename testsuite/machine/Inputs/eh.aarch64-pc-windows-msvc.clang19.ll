; ModuleID = 'eh.cpp'
source_filename = "eh.cpp"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

; Function Attrs: mustprogress noinline uwtable
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

attributes #0 = { mustprogress noinline uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
