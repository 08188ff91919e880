; ModuleID = 'uncaught_exceptions_count.cpp'
source_filename = "uncaught_exceptions_count.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

%rtti.TypeDescriptor2 = type { ptr, ptr, [3 x i8] }
%eh.CatchableType = type { i32, ptr, i32, i32, i32, i32, ptr }
%eh.CatchableTypeArray.1 = type { i32, [1 x ptr] }
%eh.ThrowInfo = type { i32, ptr, ptr, ptr }
%struct.Nested = type { i8 }

$"??1Nested@@QAE@XZ" = comdat any

$"??_C@_05FAGFPHJG@start?$AA@" = comdat any

$"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"??_C@_06KADJHNPI@unwind?$AA@" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_03JBJLGPFL@end?$AA@" = comdat any

$"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@" = comdat any

$"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@" = comdat any

$"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@" = comdat any

$"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@" = comdat any

$"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@" = comdat any

@"??_C@_05FAGFPHJG@start?$AA@" = linkonce_odr dso_local unnamed_addr constant [6 x i8] c"start\00", comdat, align 1
@"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"normal scope exit\00", comdat, align 1
@"??_7type_info@@6B@" = external constant ptr
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { ptr @"??_7type_info@@6B@", ptr null, [3 x i8] c".H\00" }, comdat
@"??_C@_06KADJHNPI@unwind?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"unwind\00", comdat, align 1
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, ptr @"??_R0H@8", i32 0, i32 -1, i32 0, i32 4, ptr null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x ptr] [ptr @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, ptr null, ptr null, ptr @_CTA1H }, section ".xdata", comdat
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_03JBJLGPFL@end?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"end\00", comdat, align 1
@"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@" = linkonce_odr dso_local unnamed_addr constant [50 x i8] c"%s: uncaught_exceptions=%d uncaught_exception=%d\0A\00", comdat, align 1
@"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"~Nested before\00", comdat, align 1
@"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"~Nested inner unwind\00", comdat, align 1
@"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [22 x i8] c"~Nested inner handler\00", comdat, align 1
@"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"~Nested after\00", comdat, align 1

; Function Attrs: mustprogress norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__CxxFrameHandler3 {
  %1 = alloca %struct.Nested, align 1
  %2 = alloca i32, align 4
  %3 = invoke zeroext i1 @__uncaught_exception()
          to label %6 unwind label %4

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %5) ]
  unreachable

6:                                                ; preds = %0
  %7 = invoke i32 @__uncaught_exceptions()
          to label %10 unwind label %8

8:                                                ; preds = %6
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable

10:                                               ; preds = %6
  %11 = zext i1 %3 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_05FAGFPHJG@start?$AA@", i32 noundef %7, i32 noundef %11)
  %13 = invoke zeroext i1 @__uncaught_exception()
          to label %16 unwind label %14

14:                                               ; preds = %10
  %15 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %15) ]
  unreachable

16:                                               ; preds = %10
  %17 = invoke i32 @__uncaught_exceptions()
          to label %20 unwind label %18

18:                                               ; preds = %16
  %19 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %19) ]
  unreachable

20:                                               ; preds = %16
  %21 = zext i1 %13 to i32
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_0BC@PHINPHCE@normal?5scope?5exit?$AA@", i32 noundef %17, i32 noundef %21)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #6
  store i32 1, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #7
          to label %60 unwind label %23

23:                                               ; preds = %20
  %24 = cleanuppad within none []
  call x86_thiscallcc void @"??1Nested@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %1) #6 [ "funclet"(token %24) ]
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #6
  %25 = invoke zeroext i1 @__uncaught_exception() [ "funclet"(token %24) ]
          to label %28 unwind label %26

26:                                               ; preds = %23
  %27 = cleanuppad within %24 []
  call void @__std_terminate() #5 [ "funclet"(token %27) ]
  unreachable

28:                                               ; preds = %23
  %29 = invoke i32 @__uncaught_exceptions() [ "funclet"(token %24) ]
          to label %32 unwind label %30

30:                                               ; preds = %28
  %31 = cleanuppad within %24 []
  call void @__std_terminate() #5 [ "funclet"(token %31) ]
  unreachable

32:                                               ; preds = %28
  %33 = zext i1 %25 to i32
  %34 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_06KADJHNPI@unwind?$AA@", i32 noundef %29, i32 noundef %33) [ "funclet"(token %24) ]
  cleanupret from %24 unwind label %35

35:                                               ; preds = %32
  %36 = catchswitch within none [label %37] unwind to caller

37:                                               ; preds = %35
  %38 = catchpad within %36 [ptr @"??_R0H@8", i32 0, ptr null]
  %39 = invoke zeroext i1 @__uncaught_exception() [ "funclet"(token %38) ]
          to label %42 unwind label %40

40:                                               ; preds = %37
  %41 = cleanuppad within %38 []
  call void @__std_terminate() #5 [ "funclet"(token %41) ]
  unreachable

42:                                               ; preds = %37
  %43 = invoke i32 @__uncaught_exceptions() [ "funclet"(token %38) ]
          to label %46 unwind label %44

44:                                               ; preds = %42
  %45 = cleanuppad within %38 []
  call void @__std_terminate() #5 [ "funclet"(token %45) ]
  unreachable

46:                                               ; preds = %42
  %47 = zext i1 %39 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_07MILLDJGK@handler?$AA@", i32 noundef %43, i32 noundef %47) [ "funclet"(token %38) ]
  catchret from %38 to label %49

49:                                               ; preds = %46
  %50 = invoke zeroext i1 @__uncaught_exception()
          to label %53 unwind label %51

51:                                               ; preds = %49
  %52 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %52) ]
  unreachable

53:                                               ; preds = %49
  %54 = invoke i32 @__uncaught_exceptions()
          to label %57 unwind label %55

55:                                               ; preds = %53
  %56 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %56) ]
  unreachable

57:                                               ; preds = %53
  %58 = zext i1 %50 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_03JBJLGPFL@end?$AA@", i32 noundef %54, i32 noundef %58)
  ret i32 0

60:                                               ; preds = %20
  unreachable
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare dso_local i32 @__CxxFrameHandler3(...)

declare dso_local x86_stdcallcc void @_CxxThrowException(ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Nested@@QAE@XZ"(ptr noundef nonnull align 1 dereferenceable(1) %0) unnamed_addr #2 comdat align 2 personality ptr @__CxxFrameHandler3 {
  %2 = alloca i32, align 4
  %3 = invoke zeroext i1 @__uncaught_exception()
          to label %6 unwind label %4

4:                                                ; preds = %1
  %5 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %5) ]
  unreachable

6:                                                ; preds = %1
  %7 = invoke i32 @__uncaught_exceptions()
          to label %10 unwind label %8

8:                                                ; preds = %6
  %9 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %9) ]
  unreachable

10:                                               ; preds = %6
  %11 = zext i1 %3 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_0P@PGDNHPAD@?$HONested?5before?$AA@", i32 noundef %7, i32 noundef %11)
  store i32 2, ptr %2, align 4
  invoke void @_CxxThrowException(ptr nonnull %2, ptr nonnull @_TI1H) #7
          to label %50 unwind label %13

13:                                               ; preds = %10
  %14 = cleanuppad within none []
  %15 = invoke zeroext i1 @__uncaught_exception() [ "funclet"(token %14) ]
          to label %18 unwind label %16

16:                                               ; preds = %13
  %17 = cleanuppad within %14 []
  call void @__std_terminate() #5 [ "funclet"(token %17) ]
  unreachable

18:                                               ; preds = %13
  %19 = invoke i32 @__uncaught_exceptions() [ "funclet"(token %14) ]
          to label %22 unwind label %20

20:                                               ; preds = %18
  %21 = cleanuppad within %14 []
  call void @__std_terminate() #5 [ "funclet"(token %21) ]
  unreachable

22:                                               ; preds = %18
  %23 = zext i1 %15 to i32
  %24 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_0BF@NGHDNBHP@?$HONested?5inner?5unwind?$AA@", i32 noundef %19, i32 noundef %23) [ "funclet"(token %14) ]
  cleanupret from %14 unwind label %25

25:                                               ; preds = %22
  %26 = catchswitch within none [label %27] unwind label %51

27:                                               ; preds = %25
  %28 = catchpad within %26 [ptr @"??_R0H@8", i32 0, ptr null]
  %29 = invoke zeroext i1 @__uncaught_exception() [ "funclet"(token %28) ]
          to label %32 unwind label %30

30:                                               ; preds = %27
  %31 = cleanuppad within %28 []
  call void @__std_terminate() #5 [ "funclet"(token %31) ]
  unreachable

32:                                               ; preds = %27
  %33 = invoke i32 @__uncaught_exceptions() [ "funclet"(token %28) ]
          to label %36 unwind label %34

34:                                               ; preds = %32
  %35 = cleanuppad within %28 []
  call void @__std_terminate() #5 [ "funclet"(token %35) ]
  unreachable

36:                                               ; preds = %32
  %37 = zext i1 %29 to i32
  %38 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_0BG@LLBBGFEF@?$HONested?5inner?5handler?$AA@", i32 noundef %33, i32 noundef %37) [ "funclet"(token %28) ]
  catchret from %28 to label %39

39:                                               ; preds = %36
  %40 = invoke zeroext i1 @__uncaught_exception()
          to label %43 unwind label %41

41:                                               ; preds = %39
  %42 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %42) ]
  unreachable

43:                                               ; preds = %39
  %44 = invoke i32 @__uncaught_exceptions()
          to label %47 unwind label %45

45:                                               ; preds = %43
  %46 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %46) ]
  unreachable

47:                                               ; preds = %43
  %48 = zext i1 %40 to i32
  %49 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0DC@HGEMHLCC@?$CFs?3?5uncaught_exceptions?$DN?$CFd?5uncau@", ptr noundef nonnull @"??_C@_0O@IPDCNPLO@?$HONested?5after?$AA@", i32 noundef %44, i32 noundef %48)
  ret void

50:                                               ; preds = %10
  unreachable

51:                                               ; preds = %25
  %52 = cleanuppad within none []
  call void @__std_terminate() #5 [ "funclet"(token %52) ]
  unreachable
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

declare dso_local zeroext i1 @__uncaught_exception() local_unnamed_addr #4

declare dso_local void @__std_terminate() local_unnamed_addr

declare dso_local i32 @__uncaught_exceptions() local_unnamed_addr #4

attributes #0 = { mustprogress norecurse "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
