; ModuleID = 'nested_try_in_catch.cpp'
source_filename = "nested_try_in_catch.cpp"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i8*, i32, i32, i32, i32, i8* }
%eh.CatchableTypeArray.1 = type { i32, [1 x %eh.CatchableType*] }
%eh.ThrowInfo = type { i32, i8*, i8*, i8* }
%rtti.TypeDescriptor2 = type { i8**, i8*, [3 x i8] }
%struct.E = type { i32 }

$"??1E@@QAE@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"_CT??_R0?AUE@@@84" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@" = comdat any

$"??_R0H@8" = comdat any

$"_CT??_R0H@84" = comdat any

$_CTA1H = comdat any

$_TI1H = comdat any

$"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@" = comdat any

$"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@" = comdat any

$"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@"_CT??_R0?AUE@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i8* bitcast (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0?AUE@@@84"] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* bitcast (void (%struct.E*)* @"??1E@@QAE@XZ" to i8*), i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i8*) }, section ".xdata", comdat
@"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"handling %d\0A\00", comdat, align 1
@"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [29 x i8] c"nested handling %d while %d\0A\00", comdat, align 1
@"??_R0H@8" = linkonce_odr global %rtti.TypeDescriptor2 { i8** @"??_7type_info@@6B@", i8* null, [3 x i8] c".H\00" }, comdat
@"_CT??_R0H@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 1, i8* bitcast (%rtti.TypeDescriptor2* @"??_R0H@8" to i8*), i32 0, i32 -1, i32 0, i32 4, i8* null }, section ".xdata", comdat
@_CTA1H = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x %eh.CatchableType*] [%eh.CatchableType* @"_CT??_R0H@84"] }, section ".xdata", comdat
@_TI1H = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i8* null, i8* null, i8* bitcast (%eh.CatchableTypeArray.1* @_CTA1H to i8*) }, section ".xdata", comdat
@"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"third level %d\0A\00", comdat, align 1
@"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@" = linkonce_odr dso_local unnamed_addr constant [35 x i8] c"back in first handler %d, rethrow\0A\00", comdat, align 1
@"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [13 x i8] c"rethrown %d\0A\00", comdat, align 1
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [15 x i8] c"leaving nested\00", align 1
@str.1 = private unnamed_addr constant [4 x i8] c"end\00", align 1

; Function Attrs: norecurse
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.E, align 4
  %2 = alloca %struct.E*, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.E*, align 4
  %8 = getelementptr inbounds %struct.E, %struct.E* %1, i32 0, i32 0
  store i32 1, i32* %8, align 4, !tbaa !3
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 1)
  %10 = bitcast %struct.E* %1 to i8*
  invoke void @_CxxThrowException(i8* nonnull %10, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #4
          to label %57 unwind label %11

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind label %47

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %2]
  %15 = load %struct.E*, %struct.E** %2, align 4, !tbaa !8
  %16 = getelementptr inbounds %struct.E, %struct.E* %15, i32 0, i32 0
  %17 = load i32, i32* %16, align 4, !tbaa !3
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@JFLFLDBJ@handling?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %17) [ "funclet"(token %14) ]
  %19 = getelementptr inbounds %struct.E, %struct.E* %3, i32 0, i32 0
  store i32 2, i32* %19, align 4, !tbaa !3
  %20 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef 2) [ "funclet"(token %14) ]
  %21 = bitcast %struct.E* %3 to i8*
  invoke void @_CxxThrowException(i8* nonnull %21, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #4 [ "funclet"(token %14) ]
          to label %57 unwind label %22

22:                                               ; preds = %13
  %23 = catchswitch within %14 [label %24] unwind label %47

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %4]
  %26 = load %struct.E*, %struct.E** %2, align 4, !tbaa !8
  %27 = getelementptr inbounds %struct.E, %struct.E* %26, i32 0, i32 0
  %28 = load i32, i32* %27, align 4, !tbaa !3
  %29 = load %struct.E*, %struct.E** %4, align 4, !tbaa !8
  %30 = getelementptr inbounds %struct.E, %struct.E* %29, i32 0, i32 0
  %31 = load i32, i32* %30, align 4, !tbaa !3
  %32 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @"??_C@_0BN@HGPKAGCM@nested?5handling?5?$CFd?5while?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %31, i32 noundef %28) [ "funclet"(token %25) ]
  store i32 3, i32* %5, align 4, !tbaa !10
  %33 = bitcast i32* %5 to i8*
  invoke void @_CxxThrowException(i8* nonnull %33, %eh.ThrowInfo* nonnull @_TI1H) #4 [ "funclet"(token %25) ]
          to label %57 unwind label %34

34:                                               ; preds = %24
  %35 = catchswitch within %25 [label %36] unwind label %47

36:                                               ; preds = %34
  %37 = catchpad within %35 [%rtti.TypeDescriptor2* @"??_R0H@8", i32 0, i32* %6]
  %38 = load i32, i32* %6, align 4, !tbaa !10
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@DCPLEMEJ@third?5level?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %38) [ "funclet"(token %37) ]
  catchret from %37 to label %40

40:                                               ; preds = %36
  %41 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @str, i32 0, i32 0)) [ "funclet"(token %25) ]
  catchret from %25 to label %42

42:                                               ; preds = %40
  %43 = load %struct.E*, %struct.E** %2, align 4, !tbaa !8
  %44 = getelementptr inbounds %struct.E, %struct.E* %43, i32 0, i32 0
  %45 = load i32, i32* %44, align 4, !tbaa !3
  %46 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @"??_C@_0CD@GDOOFJMG@back?5in?5first?5handler?5?$CFd?0?5rethro@", i32 0, i32 0), i32 noundef %45) [ "funclet"(token %14) ]
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #4 [ "funclet"(token %14) ]
          to label %57 unwind label %47

47:                                               ; preds = %42, %34, %22, %11
  %48 = catchswitch within none [label %49] unwind to caller

49:                                               ; preds = %47
  %50 = catchpad within %48 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %7]
  %51 = load %struct.E*, %struct.E** %7, align 4, !tbaa !8
  %52 = getelementptr inbounds %struct.E, %struct.E* %51, i32 0, i32 0
  %53 = load i32, i32* %52, align 4, !tbaa !3
  %54 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @"??_C@_0N@DJKKCMOK@rethrown?5?$CFd?6?$AA@", i32 0, i32 0), i32 noundef %53) [ "funclet"(token %50) ]
  catchret from %50 to label %55

55:                                               ; preds = %49
  %56 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.1, i32 0, i32 0))
  ret i32 0

57:                                               ; preds = %42, %24, %13, %0
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nounwind
define linkonce_odr dso_local x86_thiscallcc void @"??1E@@QAE@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !3
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i32 0, i32 0), i32 noundef %3)
  ret void
}

declare dso_local x86_stdcallcc void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{!"Debian clang version 14.0.6"}
!3 = !{!4, !5, i64 0}
!4 = !{!"?AUE@@", !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{!5, !5, i64 0}
