; ModuleID = 'exception_lifetime_loop.cpp'
source_filename = "exception_lifetime_loop.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor9 = type { ptr, ptr, [10 x i8] }
%rtti.TypeDescriptor8 = type { ptr, ptr, [9 x i8] }
%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%eh.CatchableTypeArray.2 = type { i32, [2 x ptr] }
%struct.Sub = type { %struct.Ex }
%struct.Ex = type { i32 }

$"??1Ex@@QAE@XZ" = comdat any

$"??0Ex@@QAE@ABU0@@Z" = comdat any

$"??0Sub@@QAE@ABU0@@Z" = comdat any

$"??_R0?AUSub@@@8" = comdat any

$"??_R0?AUEx@@@8" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = comdat any

$"_CT??_R0?AUEx@@@8??0Ex@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUEx@@" = comdat any

$"_TI1?AUEx@@" = comdat any

$"_CT??_R0?AUSub@@@8??0Sub@@QAE@ABU0@@Z4" = comdat any

$"_CTA2?AUSub@@" = comdat any

$"_TI2?AUSub@@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0?AUSub@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { ptr @"??_7type_info@@6B@", ptr null, [10 x i8] c".?AUSub@@\00" }, comdat
@"??_R0?AUEx@@@8" = linkonce_odr global %rtti.TypeDescriptor8 { ptr @"??_7type_info@@6B@", ptr null, [9 x i8] c".?AUEx@@\00" }, comdat
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@live = internal unnamed_addr global i32 0, align 4
@"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [24 x i8] c"live %d after round %d\0A\00", comdat, align 1
@copies = internal unnamed_addr global i32 0, align 4
@made = internal unnamed_addr global i32 0, align 4
@"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"sum %lld made %d copies %d live %d\0A\00", comdat, align 1
@"_CT??_R0?AUEx@@@8??0Ex@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUEx@@@8", i32 0, i32 -1, i32 0, i32 4, ptr @"??0Ex@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUEx@@@8??0Ex@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUEx@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Ex@@QAE@XZ", ptr null, ptr @"_CTA1?AUEx@@" }, section ".xdata", comdat
@"_CT??_R0?AUSub@@@8??0Sub@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUSub@@@8", i32 0, i32 -1, i32 0, i32 4, ptr @"??0Sub@@QAE@ABU0@@Z" }, section ".xdata", comdat
@"_CTA2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x ptr] [ptr @"_CT??_R0?AUSub@@@8??0Sub@@QAE@ABU0@@Z4", ptr @"_CT??_R0?AUEx@@@8??0Ex@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI2?AUSub@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr @"??1Ex@@QAE@XZ", ptr null, ptr @"_CTA2?AUSub@@" }, section ".xdata", comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca %struct.Sub, align 4
  br label %9

4:                                                ; preds = %37
  %5 = load i32, ptr @live, align 4
  %6 = load i32, ptr @copies, align 4
  %7 = load i32, ptr @made, align 4
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@MMLFLJOK@sum?5?$CFlld?5made?5?$CFd?5copies?5?$CFd?5live?5@", i64 noundef %24, i32 noundef %7, i32 noundef %6, i32 noundef %5)
  ret i32 0

9:                                                ; preds = %0, %37
  %10 = phi i32 [ 0, %0 ], [ %38, %37 ]
  %11 = phi i64 [ 0, %0 ], [ %24, %37 ]
  invoke fastcc void @"?thrower@@YAXH@Z"(i32 noundef %10)
          to label %20 unwind label %12

12:                                               ; preds = %9
  %13 = catchswitch within none [label %14, label %29, label %34] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"??_R0?AUSub@@@8", i32 0, ptr %3]
  %16 = load i32, ptr %3, align 4
  %17 = mul nsw i32 %16, 3
  %18 = load i32, ptr @live, align 4
  %19 = add nsw i32 %18, -1
  store i32 %19, ptr @live, align 4
  catchret from %15 to label %21

20:                                               ; preds = %9
  unreachable

21:                                               ; preds = %34, %29, %14
  %22 = phi i32 [ %17, %14 ], [ %36, %34 ], [ %33, %29 ]
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %11, %23
  %25 = load i32, ptr @live, align 4
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %37, label %27

27:                                               ; preds = %21
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BI@HDAMKKGN@live?5?$CFd?5after?5round?5?$CFd?6?$AA@", i32 noundef %25, i32 noundef %10)
  br label %37

29:                                               ; preds = %12
  %30 = catchpad within %13 [ptr @"??_R0?AUEx@@@8", i32 8, ptr %2]
  %31 = load ptr, ptr %2, align 4
  %32 = load i32, ptr %31, align 4
  %33 = shl nsw i32 %32, 1
  catchret from %30 to label %21

34:                                               ; preds = %12
  %35 = catchpad within %13 [ptr @"??_R0H@8", i32 0, ptr %1]
  %36 = load i32, ptr %1, align 4
  catchret from %35 to label %21

37:                                               ; preds = %21, %27
  %38 = add nuw nsw i32 %10, 1
  %39 = icmp eq i32 %38, 1000
  br i1 %39, label %4, label %9, !llvm.loop !4
}

; Function Attrs: mustprogress noinline norecurse noreturn
define internal fastcc void @"?thrower@@YAXH@Z"(i32 noundef %0) unnamed_addr #1 {
  %2 = alloca %struct.Ex, align 4
  %3 = alloca %struct.Sub, align 4
  %4 = alloca i32, align 4
  %5 = srem i32 %0, 3
  switch i32 %5, label %16 [
    i32 0, label %6
    i32 1, label %11
  ]

6:                                                ; preds = %1
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr @live, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @live, align 4
  %9 = load i32, ptr @made, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @made, align 4
  call void @_CxxThrowException(ptr nonnull %2, ptr nonnull @"_TI1?AUEx@@") #5
  unreachable

11:                                               ; preds = %1
  store i32 %0, ptr %3, align 4
  %12 = load i32, ptr @live, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @live, align 4
  %14 = load i32, ptr @made, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr @made, align 4
  call void @_CxxThrowException(ptr nonnull %3, ptr nonnull @"_TI2?AUSub@@") #5
  unreachable

16:                                               ; preds = %1
  store i32 %0, ptr %4, align 4
  call void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI1H) #5
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Ex@@QAE@XZ"(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 {
  %2 = load i32, ptr @live, align 4
  %3 = add nsw i32 %2, -1
  store i32 %3, ptr @live, align 4
  ret void
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Ex@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = load i32, ptr %1, align 4
  store i32 %3, ptr %0, align 4
  %4 = load i32, ptr @live, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @live, align 4
  %6 = load i32, ptr @copies, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @copies, align 4
  ret ptr %0
}

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: inlinehint mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Sub@@QAE@ABU0@@Z"(ptr noundef nonnull returned align 4 dereferenceable(4) %0, ptr noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #4 comdat align 2 {
  %3 = load i32, ptr %1, align 4
  store i32 %3, ptr %0, align 4
  %4 = load i32, ptr @live, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @live, align 4
  %6 = load i32, ptr @copies, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @copies, align 4
  ret ptr %0
}

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse noreturn "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
