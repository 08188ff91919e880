; ModuleID = 'rethrow_same_object.cpp'
source_filename = "rethrow_same_object.cpp"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

%rtti.TypeDescriptor7 = type { i8**, i8*, [8 x i8] }
%eh.CatchableType = type { i32, i32, i32, i32, i32, i32, i32 }
%eh.CatchableTypeArray.1 = type { i32, [1 x i32] }
%eh.ThrowInfo = type { i32, i32, i32, i32 }
%struct.E = type { i32 }

$"??0E@@QEAA@AEBU0@@Z" = comdat any

$"??1E@@QEAA@XZ" = comdat any

$"??_R0?AUE@@@8" = comdat any

$"??_C@_0O@MKMAAEEE@main?5hops?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@ICMMKABE@level1?5hops?$DN?$CFd?6?$AA@" = comdat any

$"??_C@_0BA@BLCOMGBF@level2?5hops?$DN?$CFd?6?$AA@" = comdat any

$"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = comdat any

$"_CTA1?AUE@@" = comdat any

$"_TI1?AUE@@" = comdat any

$"??_C@_0M@FFNBELKF@?$HOE?5hops?$DN?$CFd?6?$AA@" = comdat any

@"??_7type_info@@6B@" = external constant i8*
@"??_R0?AUE@@@8" = linkonce_odr global %rtti.TypeDescriptor7 { i8** @"??_7type_info@@6B@", i8* null, [8 x i8] c".?AUE@@\00" }, comdat
@"??_C@_0O@MKMAAEEE@main?5hops?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [14 x i8] c"main hops=%d\0A\00", comdat, align 1
@"??_C@_0BA@ICMMKABE@level1?5hops?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"level1 hops=%d\0A\00", comdat, align 1
@"??_C@_0BA@BLCOMGBF@level2?5hops?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"level2 hops=%d\0A\00", comdat, align 1
@__ImageBase = external dso_local constant i8
@"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" = linkonce_odr unnamed_addr constant %eh.CatchableType { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%rtti.TypeDescriptor7* @"??_R0?AUE@@@8" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 -1, i32 0, i32 4, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%struct.E* (%struct.E*, %struct.E*)* @"??0E@@QEAA@AEBU0@@Z" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"_CTA1?AUE@@" = linkonce_odr unnamed_addr constant %eh.CatchableTypeArray.1 { i32 1, [1 x i32] [i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableType* @"_CT??_R0?AUE@@@8??0E@@QEAA@AEBU0@@Z4" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32)] }, section ".xdata", comdat
@"_TI1?AUE@@" = linkonce_odr unnamed_addr constant %eh.ThrowInfo { i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (void (%struct.E*)* @"??1E@@QEAA@XZ" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32), i32 0, i32 trunc (i64 sub nuw nsw (i64 ptrtoint (%eh.CatchableTypeArray.1* @"_CTA1?AUE@@" to i64), i64 ptrtoint (i8* @__ImageBase to i64)) to i32) }, section ".xdata", comdat
@"??_C@_0M@FFNBELKF@?$HOE?5hops?$DN?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"~E hops=%d\0A\00", comdat, align 1
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.1 = private unnamed_addr constant [4 x i8] c"E()\00", align 1
@str.2 = private unnamed_addr constant [20 x i8] c"E copy (unexpected)\00", align 1

; Function Attrs: norecurse uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %1 = alloca %struct.E, align 4
  %2 = alloca %struct.E*, align 8
  %3 = alloca %struct.E*, align 8
  %4 = alloca %struct.E*, align 8
  %5 = bitcast %struct.E** %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5)
  %6 = bitcast %struct.E** %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6)
  %7 = bitcast %struct.E* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7)
  %8 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 0
  store i32 0, i32* %8, align 4, !tbaa !4
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.1, i64 0, i64 0))
  invoke void @_CxxThrowException(i8* nonnull %7, %eh.ThrowInfo* nonnull @"_TI1?AUE@@") #6
          to label %10 unwind label %11

10:                                               ; preds = %0
  unreachable

11:                                               ; preds = %0
  %12 = catchswitch within none [label %13] unwind label %21

13:                                               ; preds = %11
  %14 = catchpad within %12 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %2]
  %15 = load %struct.E*, %struct.E** %2, align 8, !tbaa !9
  %16 = getelementptr inbounds %struct.E, %struct.E* %15, i64 0, i32 0
  %17 = load i32, i32* %16, align 4, !tbaa !4
  %18 = add nsw i32 %17, 1
  store i32 %18, i32* %16, align 4, !tbaa !4
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@BLCOMGBF@level2?5hops?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %18) [ "funclet"(token %14) ]
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #6 [ "funclet"(token %14) ]
          to label %20 unwind label %21

20:                                               ; preds = %13
  unreachable

21:                                               ; preds = %13, %11
  %22 = catchswitch within none [label %23] unwind label %31

23:                                               ; preds = %21
  %24 = catchpad within %22 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %3]
  %25 = load %struct.E*, %struct.E** %3, align 8, !tbaa !9
  %26 = getelementptr inbounds %struct.E, %struct.E* %25, i64 0, i32 0
  %27 = load i32, i32* %26, align 4, !tbaa !4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %26, align 4, !tbaa !4
  %29 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@ICMMKABE@level1?5hops?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %28) [ "funclet"(token %24) ]
  invoke void @_CxxThrowException(i8* null, %eh.ThrowInfo* null) #6 [ "funclet"(token %24) ]
          to label %30 unwind label %31

30:                                               ; preds = %23
  unreachable

31:                                               ; preds = %23, %21
  %32 = catchswitch within none [label %33] unwind to caller

33:                                               ; preds = %31
  %34 = catchpad within %32 [%rtti.TypeDescriptor7* @"??_R0?AUE@@@8", i32 8, %struct.E** %4]
  %35 = load %struct.E*, %struct.E** %4, align 8, !tbaa !9
  %36 = getelementptr inbounds %struct.E, %struct.E* %35, i64 0, i32 0
  %37 = load i32, i32* %36, align 4, !tbaa !4
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @"??_C@_0O@MKMAAEEE@main?5hops?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %37) [ "funclet"(token %34) ]
  catchret from %34 to label %39

39:                                               ; preds = %33
  %40 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0))
  ret i32 0
}

declare dso_local i32 @__CxxFrameHandler3(...)

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

declare dso_local void @_CxxThrowException(i8*, %eh.ThrowInfo*) local_unnamed_addr

; Function Attrs: uwtable
define linkonce_odr dso_local noundef %struct.E* @"??0E@@QEAA@AEBU0@@Z"(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0, %struct.E* noundef nonnull align 4 dereferenceable(4) %1) unnamed_addr #2 comdat align 2 {
  %3 = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 0
  %4 = getelementptr inbounds %struct.E, %struct.E* %1, i64 0, i32 0
  %5 = load i32, i32* %4, align 4, !tbaa !4
  store i32 %5, i32* %3, align 4, !tbaa !4
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @str.2, i64 0, i64 0))
  ret %struct.E* %0
}

; Function Attrs: nounwind uwtable
define linkonce_odr dso_local void @"??1E@@QEAA@XZ"(%struct.E* noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #3 comdat align 2 personality i8* bitcast (i32 (...)* @__CxxFrameHandler3 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i64 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !4
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@FFNBELKF@?$HOE?5hops?$DN?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %3)
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #5

attributes #0 = { norecurse uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { argmemonly nofree nosync nounwind willreturn }
attributes #6 = { noreturn }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
