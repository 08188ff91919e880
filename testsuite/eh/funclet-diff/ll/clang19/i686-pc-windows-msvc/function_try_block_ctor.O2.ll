; ModuleID = 'function_try_block_ctor.cpp'
source_filename = "function_try_block_ctor.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%rtti.TypeDescriptor16 = type { ptr, ptr, [17 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.Widget = type { %struct.Member, %struct.Member }
%struct.Member = type { i32 }
%struct.Translated = type { i32 }

$"??0Widget@@QAE@H_N@Z" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUTranslated@@@8" = comdat any

$"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUTranslated@@@84" = comdat any

$"_CTA1?AUTranslated@@" = comdat any

$"_TI1?AUTranslated@@" = comdat any

$"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [20 x i8] c"main caught int %d\0A\00", comdat, align 1
@"??_R0?AUTranslated@@@8" = linkonce_odr global %rtti.TypeDescriptor16 { ptr @"??_7type_info@@6B@", ptr null, [17 x i8] c".?AUTranslated@@\00" }, comdat
@"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [27 x i8] c"main caught Translated %d\0A\00", comdat, align 1
@"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"Widget handler %d\0A\00", comdat, align 1
@"_CT??_R0?AUTranslated@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, ptr @"??_R0?AUTranslated@@@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@"_CTA1?AUTranslated@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0?AUTranslated@@@84"] }, section ".xdata", comdat
@"_TI1?AUTranslated@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @"_CTA1?AUTranslated@@" }, section ".xdata", comdat
@"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"Member(%d)\0A\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"~Member(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [6 x i8] c"built\00", align 1
@str.1 = private unnamed_addr constant [12 x i8] c"Widget body\00", align 1
@str.2 = private unnamed_addr constant [8 x i8] c"~Widget\00", align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Widget, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.Widget, align 4
  %4 = alloca ptr, align 4
  %5 = alloca %struct.Widget, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5
  %6 = invoke x86_thiscallcc noundef ptr @"??0Widget@@QAE@H_N@Z"(ptr noundef nonnull align 4 dereferenceable(8) %1, i32 noundef -2, i1 noundef zeroext false)
          to label %7 unwind label %14

7:                                                ; preds = %0
  %8 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %9 = getelementptr inbounds i8, ptr %1, i32 4
  %10 = load i32, ptr %9, align 4
  %11 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %10)
  %12 = load i32, ptr %1, align 4
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %12)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5
  br label %20

14:                                               ; preds = %0
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"??_R0H@8", i32 0, ptr %2]
  %18 = load i32, ptr %2, align 4
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BE@KGGBGPJG@main?5caught?5int?5?$CFd?6?$AA@", i32 noundef %18) [ "funclet"(token %17) ]
  catchret from %17 to label %20

20:                                               ; preds = %16, %7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5
  %21 = invoke x86_thiscallcc noundef ptr @"??0Widget@@QAE@H_N@Z"(ptr noundef nonnull align 4 dereferenceable(8) %3, i32 noundef -3, i1 noundef zeroext true)
          to label %22 unwind label %29

22:                                               ; preds = %20
  %23 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %24 = getelementptr inbounds i8, ptr %3, i32 4
  %25 = load i32, ptr %24, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %25)
  %27 = load i32, ptr %3, align 4
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %27)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5
  br label %36

29:                                               ; preds = %20
  %30 = catchswitch within none [label %31] unwind to caller

31:                                               ; preds = %29
  %32 = catchpad within %30 [ptr @"??_R0?AUTranslated@@@8", i32 8, ptr %4]
  %33 = load ptr, ptr %4, align 4
  %34 = load i32, ptr %33, align 4
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BL@GJHLOLOG@main?5caught?5Translated?5?$CFd?6?$AA@", i32 noundef %34) [ "funclet"(token %32) ]
  catchret from %32 to label %36

36:                                               ; preds = %31, %22
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5
  %37 = call x86_thiscallcc noundef ptr @"??0Widget@@QAE@H_N@Z"(ptr noundef nonnull align 4 dereferenceable(8) %5, i32 noundef 4, i1 noundef zeroext false)
  %38 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  %39 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  %40 = getelementptr inbounds i8, ptr %5, i32 4
  %41 = load i32, ptr %40, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %41)
  %43 = load i32, ptr %5, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress
define linkonce_odr dso_local x86_thiscallcc noundef ptr @"??0Widget@@QAE@H_N@Z"(ptr noundef nonnull returned align 4 dereferenceable(8) %0, i32 noundef %1, i1 noundef zeroext %2) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Translated, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store i32 1, ptr %0, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef 1)
  %9 = load i32, ptr %0, align 4
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %3
  store i32 %9, ptr %5, align 4
  invoke void @_CxxThrowException(ptr nonnull %5, ptr nonnull @_TI1H) #6
          to label %12 unwind label %26

12:                                               ; preds = %11
  unreachable

13:                                               ; preds = %3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  %14 = getelementptr inbounds i8, ptr %0, i32 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store i32 %1, ptr %14, align 4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0M@CFPMCOFF@Member?$CI?$CFd?$CJ?6?$AA@", i32 noundef %1)
  %16 = load i32, ptr %14, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %13
  store i32 %16, ptr %4, align 4
  invoke void @_CxxThrowException(ptr nonnull %4, ptr nonnull @_TI1H) #6
          to label %19 unwind label %22

19:                                               ; preds = %18
  unreachable

20:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  %21 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  ret ptr %0

22:                                               ; preds = %18
  %23 = cleanuppad within none []
  %24 = load i32, ptr %0, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0N@BBEPNOIM@?$HOMember?$CI?$CFd?$CJ?6?$AA@", i32 noundef %24) [ "funclet"(token %23) ]
  cleanupret from %23 unwind label %26

26:                                               ; preds = %11, %22
  %27 = catchswitch within none [label %28] unwind to caller

28:                                               ; preds = %26
  %29 = catchpad within %27 [ptr @"??_R0H@8", i32 0, ptr %6]
  %30 = load i32, ptr %6, align 4
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@FBIDAFND@Widget?5handler?5?$CFd?6?$AA@", i32 noundef %30) [ "funclet"(token %29) ]
  br i1 %2, label %32, label %34

32:                                               ; preds = %28
  %33 = load i32, ptr %6, align 4
  store i32 %33, ptr %7, align 4
  call void @_CxxThrowException(ptr nonnull %7, ptr nonnull @"_TI1?AUTranslated@@") #6 [ "funclet"(token %29) ]
  unreachable

34:                                               ; preds = %28
  call void @_CxxThrowException(ptr null, ptr null) [ "funclet"(token %29) ]
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nounwind }
attributes #6 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
