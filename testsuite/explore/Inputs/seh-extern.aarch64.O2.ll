; ModuleID = 'sehx.c'
source_filename = "sehx.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@" = comdat any

$"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@" = comdat any

$"??_C@_0BB@DOLDOGDH@filter?5sees?5?$CFlx?6?$AA@" = comdat any

@"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"ext returned\0A\00", comdat, align 8
@seen = internal unnamed_addr global i32 0, align 4
@"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"handler %lx\0A\00", comdat, align 8
@"??_C@_0BB@DOLDOGDH@filter?5sees?5?$CFlx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"filter sees %lx\0A\00", comdat, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  br label %2

1:                                                ; preds = %14
  ret i32 0

2:                                                ; preds = %0, %14
  %3 = phi i1 [ true, %0 ], [ false, %14 ]
  invoke void @ext() #5
          to label %4 unwind label %6

4:                                                ; preds = %2
  %5 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0O@MMDOOFMA@ext?5returned?6?$AA@") #5
          to label %14 unwind label %6

6:                                                ; preds = %4, %2
  %7 = catchswitch within none [label %8] unwind to caller

8:                                                ; preds = %6
  %9 = catchpad within %7 [ptr @"?filt$0@0@main@@"]
  catchret from %9 to label %10

10:                                               ; preds = %8
  %11 = tail call i32 @llvm.eh.exceptioncode(token %9)
  %12 = load i32, ptr @seen, align 4
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@ELPJKIOL@handler?5?$CFlx?6?$AA@", i32 noundef %12)
  br label %14

14:                                               ; preds = %4, %10
  br i1 %3, label %2, label %1, !llvm.loop !4
}

; Function Attrs: nofree nounwind uwtable
define internal range(i32 -1, 2) i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #1 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  store i32 %4, ptr @seen, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BB@DOLDOGDH@filter?5sees?5?$CFlx?6?$AA@", i32 noundef %4)
  %6 = icmp eq i32 %4, -536870846
  %7 = icmp eq i32 %4, -536870845
  %8 = sext i1 %7 to i32
  %9 = select i1 %6, i32 1, i32 %8
  ret i32 %9
}

declare dso_local void @ext() local_unnamed_addr #2

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #4

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { noinline }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
