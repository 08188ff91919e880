; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }

$"??1E@@QEAA@XZ" = comdat any

$"??0E@@QEAA@AEBU0@@Z" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = comdat any

$"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@" = comdat any

$"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", comdat, align 1
@"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", comdat, align 1
@"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", comdat, align 1
@"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.E* (%struct.E*, %struct.E*)* @"??0E@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E*)* @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [7 x i8] c"E(%d)\0A\00", comdat, align 1
@"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", comdat, align 1
@"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", comdat, align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.E, align 4
  %2 = alloca %struct.E, align 4
  %3 = alloca %struct.E, align 4
  %4 = alloca %struct.E, align 4
  %5 = alloca %struct.E, align 4
  %6 = bitcast %struct.E* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6)
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 1)
  %8 = getelementptr inbounds %struct.E, %struct.E* %2, i64 0, i32 0
  store i32 1, i32* %8, align 4, !tbaa !4
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 1)
  invoke void @_CxxThrowException(i8* nonnull %6, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #6
          to label %10 unwind label %11

10:                                               ; preds = %0
  unreachable

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind label %22

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 0, %struct.E* %3]
  %15 = getelementptr inbounds %struct.E, %struct.E* %3, i64 0, i32 0
  %16 = load i32, i32* %15, align 4, !tbaa !4
  %17 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@ENFAODM@inner?5caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %16) [ "funclet"(token %14) ]
  store i32 7, i32* %15, align 4, !tbaa !4
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #6 [ "funclet"(token %14) ]
          to label %48 unwind label %18

18:                                               ; preds = %13
  %19 = cleanuppad within %14 []
  %20 = load i32, i32* %15, align 4, !tbaa !4
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %20) #7 [ "funclet"(token %19) ]
  cleanupret from %19 unwind label %22

22:                                               ; preds = %18, %11
  %23 = catchswitch within none [label %24] unwind to caller

24:                                               ; preds = %22
  %25 = catchpad within %23 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 0, %struct.E* %4]
  %26 = getelementptr inbounds %struct.E, %struct.E* %4, i64 0, i32 0
  %27 = load i32, i32* %26, align 4, !tbaa !4
  %28 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @"??_C@_0BB@DMHAEOEO@outer?5caught?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %27) [ "funclet"(token %25) ]
  %29 = load i32, i32* %26, align 4, !tbaa !4
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %29) #7 [ "funclet"(token %25) ]
  catchret from %25 to label %31

31:                                               ; preds = %24
  %32 = bitcast %struct.E* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32)
  %33 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EPONEIKN@throwing?5E?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 2)
  %34 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 0
  store i32 2, i32* %34, align 4, !tbaa !4
  %35 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @"??_C@_06OPEJKIMB@E?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef 2)
  invoke void @_CxxThrowException(i8* nonnull %32, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #6
          to label %36 unwind label %37

36:                                               ; preds = %31
  unreachable

37:                                               ; preds = %31
  %38 = catchswitch within none [label %39] unwind to caller

39:                                               ; preds = %37
  %40 = catchpad within %38 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 0, %struct.E* %5]
  %41 = getelementptr inbounds %struct.E, %struct.E* %5, i64 0, i32 0
  %42 = load i32, i32* %41, align 4, !tbaa !4
  %43 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@LNNCCMPE@caught?5const?5E?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %42) [ "funclet"(token %40) ]
  %44 = load i32, i32* %41, align 4, !tbaa !4
  %45 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %44) #7 [ "funclet"(token %40) ]
  catchret from %40 to label %46

46:                                               ; preds = %39
  %47 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i64 0, i64 0))
  ret i32 0

48:                                               ; preds = %13
  unreachable
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07KONNCLHE@?$HOE?$CI?$CFd?$CJ?6?$AA@", i64 0, i64 0), i32 noundef %3)
  ret void
}

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.E* @"??0E@@QEAA@AEBU0@@Z"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.E* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #3 comdat align 2 {
  %3 = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 0
  %4 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !4
  %6 = add nsw i32 %5, 100
  store i32 %6, i32* %3, align 4, !tbaa !4
  %7 = load i32, i32* %4, align 4, !tbaa !4
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@JAJHLKPE@E?$CIcopy?5of?5?$CFd?$CJ?5?9?$DO?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %7, i32 noundef %6)
  ret %struct.E* %0
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { noreturn }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !6, i64 0}
!5 = !{!"?AUE@@", !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
