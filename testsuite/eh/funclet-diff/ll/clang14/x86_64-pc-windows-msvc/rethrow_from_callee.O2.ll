; ModuleID = 'rethrow_from_callee.cpp'
source_filename = "rethrow_from_callee.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor12 = type { i8**, i8*, [13 x i8] }
%rtti.TypeDescriptor9 = type { i8**, i8*, [10 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.2 = type { i32, [2 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.SubErr = type { %struct.Err }
%struct.Err = type { i32 }

$"??_R0?AUSubErr@@@8" = comdat any

$"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@" = comdat any

$"??_R0?AUErr@@@8" = comdat any

$"_CT??_R0?AUSubErr@@@84" = comdat any

$"_CT??_R0?AUErr@@@84" = comdat any

$"_CTA2?AUSubErr@@" = comdat any

$"_TI2?AUSubErr@@" = comdat any

$"??_C@_07MILLDJGK@handler?$AA@" = comdat any

$"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@" = comdat any

$"??_C@_09JAALFNOD@rethrower?$AA@" = comdat any

$"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUSubErr@@@8" = linkonce_odr global %rtti.TypeDescriptor12 { i8** @"??_7type_info@@6B@", i8* null, [13 x i8] c".?AUSubErr@@\00" }, comdat
@"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"caught SubErr %d\0A\00", comdat, align 1
@"??_R0?AUErr@@@8" = linkonce_odr global %rtti.TypeDescriptor9 { i8** @"??_7type_info@@6B@", i8* null, [10 x i8] c".?AUErr@@\00" }, comdat
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUSubErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor12* @"??_R0?AUSubErr@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CT??_R0?AUErr@@@84" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 0 }, section ".xdata", comdat
@"_CTA2?AUSubErr@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.2 { i32 2, [2 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUSubErr@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUErr@@@84" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI2?AUSubErr@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 0, i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.2* @"_CTA2?AUSubErr@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_07MILLDJGK@handler?$AA@" = linkonce_odr dso_local unnamed_addr constant [8 x i8] c"handler\00", comdat, align 1
@"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [11 x i8] c"Local(%s)\0A\00", comdat, align 1
@"??_C@_09JAALFNOD@rethrower?$AA@" = linkonce_odr dso_local unnamed_addr constant [10 x i8] c"rethrower\00", comdat, align 1
@"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~Local(%s)\0A\00", comdat, align 1
@str = private unnamed_addr constant [11 x i8] c"rethrowing\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.SubErr, align 4
  %2 = alloca %struct.SubErr*, align 8
  %3 = bitcast %struct.SubErr* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3)
  %4 = getelementptr inbounds %struct.SubErr, %struct.SubErr* %1, i64 0, i32 0, i32 0
  store i32 5, i32* %4, align 4
  invoke void @_CxxThrowException(i8* nonnull %3, %eh.ThrowInfo* nonnull @"_TI2?AUSubErr@@") #4
          to label %17 unwind label %5

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %18

7:                                                ; preds = %5
  %8 = catchpad within %6 [%rtti.TypeDescriptor9* @"??_R0?AUErr@@@8", i32 8, i8* null]
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) [ "funclet"(token %8) ]
  %10 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @"??_C@_0L@LFIBMKL@Local?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09JAALFNOD@rethrower?$AA@", i64 0, i64 0)) [ "funclet"(token %8) ]
  %11 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @str, i64 0, i64 0)) [ "funclet"(token %8) ]
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #4 [ "funclet"(token %8) ]
          to label %16 unwind label %12

12:                                               ; preds = %7
  %13 = cleanuppad within %8 []
  %14 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @"??_C@_09JAALFNOD@rethrower?$AA@", i64 0, i64 0)) #5 [ "funclet"(token %13) ]
  %15 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@NGHBDJMC@?$HOLocal?$CI?$CFs?$CJ?6?$AA@", i64 0, i64 0), i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @"??_C@_07MILLDJGK@handler?$AA@", i64 0, i64 0)) #5 [ "funclet"(token %13) ]
  cleanupret from %13 unwind label %18

16:                                               ; preds = %7
  unreachable

17:                                               ; preds = %0
  unreachable

18:                                               ; preds = %12, %5
  %19 = catchswitch within none [label %20] unwind to caller

20:                                               ; preds = %18
  %21 = catchpad within %19 [%rtti.TypeDescriptor12* @"??_R0?AUSubErr@@@8", i32 8, %struct.SubErr** %2]
  %22 = bitcast %struct.SubErr** %2 to %struct.Err**
  %23 = load %struct.Err*, %struct.Err** %22, align 8, !tbaa !4
  %24 = getelementptr inbounds %struct.Err, %struct.Err* %23, i64 0, i32 0
  %25 = load i32, i32* %24, align 4, !tbaa !8
  %26 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@PMMHMHCK@caught?5SubErr?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %25) [ "funclet"(token %21) ]
  catchret from %21 to label %27

27:                                               ; preds = %20
  ret i32 0
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #3

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind }
attributes #4 = { noreturn }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"any pointer", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !10, i64 0}
!9 = !{!"?AUErr@@", !10, i64 0}
!10 = !{!"int", !6, i64 0}
