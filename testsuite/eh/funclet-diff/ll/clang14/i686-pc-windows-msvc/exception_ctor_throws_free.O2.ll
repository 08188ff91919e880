; ModuleID = 'exception_ctor_throws_free.cpp'
source_filename = "exception_ctor_throws_free.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor11 = type { i8**, i8*, [12 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%struct.Inner = type { i32 }
%struct.Outer = type { i32 }

$"??0Outer@@QAE@ABU0@@Z" = comdat any

$"??1Outer@@QAE@XZ" = comdat any

$"??_R0?AUOuter@@@8" = comdat any

$"??_R0?AUInner@@@8" = comdat any

$"_CT??_R0?AUOuter@@@8??0Outer@@QAE@ABU0@@Z4" = comdat any

$"_CTA1?AUOuter@@" = comdat any

$"_TI1?AUOuter@@" = comdat any

$"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = comdat any

$"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0?AUInner@@@84" = comdat any

$"_CTA1?AUInner@@" = comdat any

$"_TI1?AUInner@@" = comdat any

$"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUOuter@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUOuter@@\00" }, comdat
@"??_R0?AUInner@@@8" = linkonce_odr global %rtti.TypeDescriptor11 { i8** @"??_7type_info@@6B@", i8* null, [12 x i8] c".?AUInner@@\00" }, comdat
@"_CT??_R0?AUOuter@@@8??0Outer@@QAE@ABU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* bitcast (%struct.Outer* (%struct.Outer*, %struct.Outer*)* @"??0Outer@@QAE@ABU0@@Z" to i8*) }, section ".xdata", comdat
@"_CTA1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUOuter@@@8??0Outer@@QAE@ABU0@@Z4"] }, section ".xdata", comdat
@"_TI1?AUOuter@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.Outer*)* @"??1Outer@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUOuter@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Inner %d\0A\00", comdat, align 1
@"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"caught Outer %d\0A\00", comdat, align 1
@"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Outer(%d)\0A\00", comdat, align 1
@"_CT??_R0?AUInner@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUInner@@@84"] }, section ".xdata", comdat
@"_TI1?AUInner@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUInner@@" to i8*) }, section ".xdata", comdat
@"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"Outer copy(%d)\0A\00", comdat, align 1
@"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Outer(%d)\0A\00", comdat, align 1
@str.1 = private unnamed_addr constant [13 x i8] c"never: Outer\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.Inner, align 4
  %2 = alloca %struct.Inner, align 4
  %3 = alloca %struct.Inner*, align 4
  %4 = alloca %struct.Inner*, align 4
  %5 = alloca %struct.Outer, align 4
  %6 = alloca %struct.Outer*, align 4
  %7 = bitcast %struct.Inner* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef -1)
  %9 = getelementptr inbounds %struct.Inner, %struct.Inner* %2, i32 0, i32 0
  store i32 -1, i32* %9, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @"_TI1?AUInner@@") #6
          to label %10 unwind label %11

10:                                               ; preds = %0
  unreachable

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13, label %22] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, i8* null]
  %15 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.1, i32 0, i32 0)) [ "funclet"(token %14) ]
  catchret from %14 to label %16

16:                                               ; preds = %13, %22
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 5)
  %18 = bitcast %struct.Inner* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18)
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 5)
  %20 = getelementptr inbounds %struct.Inner, %struct.Inner* %1, i32 0, i32 0
  store i32 50, i32* %20, align 4, !tbaa !3
  invoke void @_CxxThrowException(i8* nonnull %18, %eh.ThrowInfo* nonnull @"_TI1?AUInner@@") #6
          to label %21 unwind label %28

21:                                               ; preds = %16
  unreachable

22:                                               ; preds = %11
  %23 = catchpad within %12 [%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8", i32 8, %struct.Inner** %3]
  %24 = load %struct.Inner*, %struct.Inner** %3, align 4, !tbaa !8
  %25 = getelementptr inbounds %struct.Inner, %struct.Inner* %24, i32 0, i32 0
  %26 = load i32, i32* %25, align 4, !tbaa !3
  %27 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %26) [ "funclet"(token %23) ]
  catchret from %23 to label %16

28:                                               ; preds = %16
  %29 = cleanuppad within none []
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 5) #7 [ "funclet"(token %29) ]
  cleanupret from %29 unwind label %31

31:                                               ; preds = %28
  %32 = catchswitch within none [label %33, label %49] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, i8* null]
  %35 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @str.1, i32 0, i32 0)) [ "funclet"(token %34) ]
  catchret from %34 to label %36

36:                                               ; preds = %33, %49
  %37 = getelementptr inbounds %struct.Outer, %struct.Outer* %5, i32 0, i32 0
  store i32 2, i32* %37, align 4, !tbaa !10
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@BEPCMCHM@Outer?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 2)
  %39 = bitcast %struct.Outer* %5 to i8*
  invoke void @_CxxThrowException(i8* nonnull %39, %eh.ThrowInfo* nonnull @"_TI1?AUOuter@@") #6
          to label %55 unwind label %40

40:                                               ; preds = %36
  %41 = catchswitch within none [label %42] unwind to caller

42:                                               ; preds = %40
  %43 = catchpad within %41 [%rtti.TypeDescriptor11* @"??_R0?AUOuter@@@8", i32 8, %struct.Outer** %6]
  %44 = load %struct.Outer*, %struct.Outer** %6, align 4, !tbaa !8
  %45 = getelementptr inbounds %struct.Outer, %struct.Outer* %44, i32 0, i32 0
  %46 = load i32, i32* %45, align 4, !tbaa !10
  %47 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@CJEKBCFE@caught?5Outer?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %46) [ "funclet"(token %43) ]
  catchret from %43 to label %48

48:                                               ; preds = %42
  ret i32 0

49:                                               ; preds = %31
  %50 = catchpad within %32 [%rtti.TypeDescriptor11* @"??_R0?AUInner@@@8", i32 8, %struct.Inner** %4]
  %51 = load %struct.Inner*, %struct.Inner** %4, align 4, !tbaa !8
  %52 = getelementptr inbounds %struct.Inner, %struct.Inner* %51, i32 0, i32 0
  %53 = load i32, i32* %52, align 4, !tbaa !3
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@OHLKJDFM@caught?5Inner?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %53) [ "funclet"(token %50) ]
  catchret from %50 to label %36

55:                                               ; preds = %36
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

define linkonce_odr dso_local x86_thiscallcc noundef %struct.Outer* @"??0Outer@@QAE@ABU0@@Z"(%struct.Outer* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.Outer* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca %struct.Inner, align 4
  %4 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.Outer, %struct.Outer* %1, i32 0, i32 0
  %6 = load i32, i32* %5, align 4, !tbaa !10
  store i32 %6, i32* %4, align 4, !tbaa !10
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@NPLKKDBC@Outer?5copy?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %6)
  %8 = load i32, i32* %4, align 4, !tbaa !10
  %9 = icmp eq i32 %8, 5
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.Inner, %struct.Inner* %3, i32 0, i32 0
  store i32 50, i32* %11, align 4, !tbaa !3
  %12 = bitcast %struct.Inner* %3 to i8*
  call void @_CxxThrowException(i8* nonnull %12, %eh.ThrowInfo* nonnull @"_TI1?AUInner@@") #6
  unreachable

13:                                               ; preds = %2
  ret %struct.Outer* %0
}

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1Outer@@QAE@XZ"(%struct.Outer* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.Outer, %struct.Outer* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !10
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@MJNLOHBF@?$HOOuter?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %3)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { noreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUInner@@", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{!11, !5, i64 0}
!11 = !{!"?AUOuter@@", !5, i64 0}
