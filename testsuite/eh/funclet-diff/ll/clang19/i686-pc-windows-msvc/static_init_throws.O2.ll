; ModuleID = 'static_init_throws.cpp'
source_filename = "static_init_throws.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%struct.Config = type { i32 }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }

$"??0Config@@QAE@H@Z" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0L@PNGGDHOM@get?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BL@MHPOGIND@init?5failed?5at?5attempt?5?$CFd?6?$AA@" = comdat any

$"??_C@_0N@KGGGJCC@attempts?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@CMFNHGLF@Config?5attempt?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0L@PNGGDHOM@get?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"get -> %d\0A\00", comdat, align 1
@"??_C@_0BL@MHPOGIND@init?5failed?5at?5attempt?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"init failed at attempt %d\0A\00", comdat, align 1
@attempts = internal unnamed_addr global i32 0, align 4
@"??_C@_0N@KGGGJCC@attempts?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"attempts %d\0A\00", comdat, align 1
@"?c@?1??get@@YAHXZ@4UConfig@@A" = internal global %struct.Config zeroinitializer, align 4
@"?$S1@?1??get@@YAHXZ@4IA" = internal unnamed_addr global i1 false, align 4
@"??_C@_0BD@CMFNHGLF@Config?5attempt?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Config attempt %d\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  br label %5

2:                                                ; preds = %16
  %3 = load i32, ptr @attempts, align 4
  %4 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@KGGGJCC@attempts?5?$CFd?6?$AA@", i32 noundef %3)
  ret i32 0

5:                                                ; preds = %0, %16
  %6 = phi i32 [ 0, %0 ], [ %17, %16 ]
  %7 = invoke fastcc noundef i32 @"?get@@YAHXZ"()
          to label %8 unwind label %10

8:                                                ; preds = %5
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0L@PNGGDHOM@get?5?9?$DO?5?$CFd?6?$AA@", i32 noundef %7)
  br label %16

10:                                               ; preds = %5
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"??_R0H@8", i32 0, ptr %1]
  %14 = load i32, ptr %1, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@MHPOGIND@init?5failed?5at?5attempt?5?$CFd?6?$AA@", i32 noundef %14) [ "funclet"(token %13) ]
  catchret from %13 to label %16

16:                                               ; preds = %8, %12
  %17 = add nuw nsw i32 %6, 1
  %18 = icmp eq i32 %17, 5
  br i1 %18, label %2, label %5, !llvm.loop !4
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress noinline norecurse
define internal fastcc noundef i32 @"?get@@YAHXZ"() unnamed_addr #2 personality ptr @__CxxFrameHandler3 {
  %1 = load i1, ptr @"?$S1@?1??get@@YAHXZ@4IA", align 4
  br i1 %1, label %6, label %2, !prof !6

2:                                                ; preds = %0
  store i1 true, ptr @"?$S1@?1??get@@YAHXZ@4IA", align 4
  %3 = load i32, ptr @attempts, align 4
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr @attempts, align 4
  %5 = invoke x86_thiscallcc noundef ptr @"??0Config@@QAE@H@Z"(ptr noundef nonnull align 4 dereferenceable(4) @"?c@?1??get@@YAHXZ@4UConfig@@A", i32 noundef %4)
          to label %6 unwind label %8

6:                                                ; preds = %2, %0
  %7 = load i32, ptr @"?c@?1??get@@YAHXZ@4UConfig@@A", align 4
  ret i32 %7

8:                                                ; preds = %2
  %9 = cleanuppad within none []
  store i1 false, ptr @"?$S1@?1??get@@YAHXZ@4IA", align 4
  cleanupret from %9 unwind to caller
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Config@@QAE@H@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #3 comdat align 2 {
  %3 = alloca i32, align 4
  %4 = mul nsw i32 %1, 10
  store i32 %4, ptr %0, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@CMFNHGLF@Config?5attempt?5?$CFd?6?$AA@", i32 noundef %1)
  %6 = icmp slt i32 %1, 3
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store i32 %1, ptr %3, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @_TI1H) #4
  unreachable

8:                                                ; preds = %2
  ret ptr %0
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = !{!"branch_weights", i32 1048575, i32 1}
