; ModuleID = 'noexcept_violation.cpp'
source_filename = "noexcept_violation.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor10 = type { ptr, ptr, [11 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.Oops = type { i32 }

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_C@_07PCOLHLLC@thrower?$AA@" = comdat any

$"??_R0?AUOops@@@8" = comdat any

$"_CT??_R0?AUOops@@@84" = comdat any

$"_CTA1?AUOops@@" = comdat any

$"_TI1?AUOops@@" = comdat any

$"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Trace(%s)\0A\00", comdat, align 1
@"??_C@_07PCOLHLLC@thrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"thrower\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUOops@@@8" = linkonce_odr global %rtti.TypeDescriptor10 { ptr @"??_7type_info@@6B@", ptr null, [11 x i8] c".?AUOops@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUOops@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"??_R0?AUOops@@@8" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA1?AUOops@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CT??_R0?AUOops@@@84" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUOops@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (ptr @"_CTA1?AUOops@@" to i64), i64 ptrtoint (ptr @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Trace(%s)\0A\00", comdat, align 1
@str = private unnamed_addr constant [8 x i8] c"promise\00", align 1
@str.1 = private unnamed_addr constant [6 x i8] c"never\00", align 1

; Function Attrs: mustprogress norecurse nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readnone %1) local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@")
  tail call fastcc void @"?promise@@YAXH@Z"(i32 noundef %0) #5
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@")
  ret i32 0
}

; Function Attrs: mustprogress noinline norecurse nounwind uwtable
define internal fastcc void @"?promise@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 personality ptr @__CxxFrameHandler3 {
  %2 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0)
          to label %3 unwind label %5

3:                                                ; preds = %1
  %4 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  ret void

5:                                                ; preds = %1
  %6 = cleanuppad within none []
  call void @__std_terminate() #6 [ "funclet"(token %6) ]
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local void @__std_terminate() local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #3 personality ptr @__CxxFrameHandler3 {
  %2 = alloca %struct.Oops, align 4
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@DEHGFJFF@Trace?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_07PCOLHLLC@thrower?$AA@")
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  store i32 %0, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUOops@@") #7
          to label %11 unwind label %8

6:                                                ; preds = %1
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_07PCOLHLLC@thrower?$AA@")
  ret void

8:                                                ; preds = %5
  %9 = cleanuppad within none []
  %10 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@OJFPHMDM@?$HOTrace?$CI?$CFs?$CJ?6?$AA@", ptr noundef nonnull @"??_C@_07PCOLHLLC@thrower?$AA@") [ "funclet"(token %9) ]
  cleanupret from %9 unwind to caller

11:                                               ; preds = %5
  unreachable
}

declare dso_local void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress noinline norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
