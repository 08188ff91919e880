; ModuleID = 'src/fault_filter.c'
source_filename = "fault_filter.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

$"??_C@_04GHJNJNPO@main?$AA@" = comdat any

$"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = comdat any

$"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = comdat any

$"??_C@_03FBGAFBDB@mid?$AA@" = comdat any

$"??_C@_00CNPNBAHC@?$AA@" = comdat any

$"??_C@_0BF@MJOILAHA@?5and?5raises?5e0000071?$AA@" = comdat any

$"??_C@_0BH@BNPNEGHI@?5?5filter?5sees?5?$CF08lx?$CFs?6?$AA@" = comdat any

$"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@" = comdat any

$"??_C@_0M@GDKPNHHP@?5?5store?5?$CFd?6?$AA@" = comdat any

@"??_C@_04GHJNJNPO@main?$AA@" = linkonce_odr dso_local unnamed_addr constant [5 x i8] c"main\00", comdat, align 1
@raised = internal unnamed_addr global i32 0, align 4
@"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [15 x i8] c"  not reached\0A\00", comdat, align 1
@"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@" = linkonce_odr dso_local unnamed_addr constant [36 x i8] c"  filter %s sees %08lx, answers %d\0A\00", comdat, align 1
@"??_C@_03FBGAFBDB@mid?$AA@" = linkonce_odr dso_local unnamed_addr constant [4 x i8] c"mid\00", comdat, align 1
@"??_C@_00CNPNBAHC@?$AA@" = linkonce_odr dso_local unnamed_addr constant [1 x i8] zeroinitializer, comdat, align 1
@"??_C@_0BF@MJOILAHA@?5and?5raises?5e0000071?$AA@" = linkonce_odr dso_local unnamed_addr constant [21 x i8] c" and raises e0000071\00", comdat, align 1
@"??_C@_0BH@BNPNEGHI@?5?5filter?5sees?5?$CF08lx?$CFs?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [23 x i8] c"  filter sees %08lx%s\0A\00", comdat, align 1
@"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@" = linkonce_odr dso_local unnamed_addr constant [34 x i8] c"  store's __finally, abnormal=%d\0A\00", comdat, align 1
@"??_C@_0M@GDKPNHHP@?5?5store?5?$CFd?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [12 x i8] c"  store %d\0A\00", comdat, align 1
@null_ptr = internal global i32* null, align 8
@str = private unnamed_addr constant [70 x i8] c"1 the filter's exception is handled below the faulting frame, in main\00", align 1
@str.1 = private unnamed_addr constant [42 x i8] c"  main handles it, the fault is abandoned\00", align 1
@str.2 = private unnamed_addr constant [42 x i8] c"2 ... in the frame whose filter raised it\00", align 1
@str.4 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@str.5 = private unnamed_addr constant [37 x i8] c"  mid handles the filter's exception\00", align 1
@str.6 = private unnamed_addr constant [14 x i8] c"  mid goes on\00", align 1
@str.7 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %1 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([70 x i8], [70 x i8]* @str, i64 0, i64 0))
  invoke void @mid(i32 noundef 0) #8
          to label %8 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @str.1, i64 0, i64 0))
  br label %8

8:                                                ; preds = %0, %6
  store i32 0, i32* @raised, align 4, !tbaa !4
  %9 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([42 x i8], [42 x i8]* @str.2, i64 0, i64 0))
  invoke void @mid(i32 noundef 1) #8
          to label %16 unwind label %10

10:                                               ; preds = %8
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.7, i64 0, i64 0))
  br label %16

16:                                               ; preds = %8, %14
  %17 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str.4, i64 0, i64 0))
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #0 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #9
  ret i32 1
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @mid(i32 noundef %0) #2 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(i32* nonnull %2)
  store i32 %0, i32* %2, align 4, !tbaa !4
  invoke fastcc void @store(i32 noundef %0) #8
          to label %15 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind label %9

5:                                                ; preds = %3
  %6 = catchpad within %4 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@mid@@" to i8*)]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@", i64 0, i64 0)) #8
          to label %15 unwind label %9

9:                                                ; preds = %7, %3
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@mid@@" to i8*)]
  catchret from %12 to label %13

13:                                               ; preds = %11
  %14 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @str.5, i64 0, i64 0))
  br label %15

15:                                               ; preds = %1, %7, %13
  %16 = call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.6, i64 0, i64 0))
  ret void
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #0 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @"??_C@_04GHJNJNPO@main?$AA@", i64 0, i64 0), i32 noundef %5, i32 noundef 1) #9
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@mid@@"(i8* nocapture noundef readonly %0, i8* noundef readonly %1) #0 {
  %3 = tail call i8* @llvm.eh.recoverfp(i8* bitcast (void (i32)* @mid to i8*), i8* %1)
  %4 = tail call i8* @llvm.localrecover(i8* bitcast (void (i32)* @mid to i8*), i8* %3, i32 0)
  %5 = bitcast i8* %4 to i32*
  %6 = bitcast i8* %0 to i32**
  %7 = load i32*, i32** %6, align 8
  %8 = load i32, i32* %7, align 4
  %9 = load i32, i32* %5, align 4, !tbaa !4
  %10 = icmp ne i32 %9, 0
  %11 = icmp eq i32 %8, -536870799
  %12 = and i1 %11, %10
  %13 = zext i1 %12 to i32
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", i64 0, i64 0), i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @"??_C@_03FBGAFBDB@mid?$AA@", i64 0, i64 0), i32 noundef %8, i32 noundef %13) #9
  ret i32 %13
}

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.eh.recoverfp(i8*, i8*) #3

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn
declare i8* @llvm.localrecover(i8*, i8*, i32 immarg) #3

; Function Attrs: nounwind uwtable
define internal i32 @"?filt$1@0@mid@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #4 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = load i32, i32* @raised, align 4, !tbaa !4
  %7 = icmp eq i32 %6, 0
  %8 = select i1 %7, i8* getelementptr inbounds ([21 x i8], [21 x i8]* @"??_C@_0BF@MJOILAHA@?5and?5raises?5e0000071?$AA@", i64 0, i64 0), i8* getelementptr inbounds ([1 x i8], [1 x i8]* @"??_C@_00CNPNBAHC@?$AA@", i64 0, i64 0)
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @"??_C@_0BH@BNPNEGHI@?5?5filter?5sees?5?$CF08lx?$CFs?6?$AA@", i64 0, i64 0), i32 noundef %5, i8* noundef %8) #9
  %10 = load i32, i32* @raised, align 4, !tbaa !4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* @raised, align 4, !tbaa !4
  %12 = icmp eq i32 %10, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  tail call void @RaiseException(i32 noundef -536870799, i32 noundef 0, i32 noundef 0, i64* noundef null) #9
  br label %14

14:                                               ; preds = %2, %13
  ret i32 0
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @store(i32 noundef %0) unnamed_addr #2 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  %2 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @"??_C@_0M@GDKPNHHP@?5?5store?5?$CFd?6?$AA@", i64 0, i64 0), i32 noundef %0) #8
          to label %3 unwind label %7

3:                                                ; preds = %1
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@", i64 0, i64 0), i32 noundef 0) #9
  %5 = load volatile i32*, i32** @null_ptr, align 8, !tbaa !8
  store volatile i32 %0, i32* %5, align 4, !tbaa !4
  %6 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str.7, i64 0, i64 0))
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  %9 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([34 x i8], [34 x i8]* @"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@", i64 0, i64 0), i32 noundef 1) #9 [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #5

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn }
attributes #4 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn }
attributes #6 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { noinline }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
