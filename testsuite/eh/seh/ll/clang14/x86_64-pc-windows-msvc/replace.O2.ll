; ModuleID = 'src/replace.c'
source_filename = "replace.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.20.0"

$"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@" = comdat any

$"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@" = comdat any

@"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"outer sees %08lx\0A\00", comdat, align 1
@"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"middle sees %08lx\0A\00", comdat, align 1
@"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"finally abnormal=%d raises\0A\00", comdat, align 1
@"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"middle handles\0A\00", comdat, align 1
@str = private unnamed_addr constant [14 x i8] c"outer handles\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 personality i8* bitcast (i32 (...)* @__C_specific_handler to i8*) {
  invoke void @RaiseException(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, i64* noundef null) #5
          to label %1 unwind label %2

1:                                                ; preds = %0
  invoke fastcc void @"?fin$0@0@main@@"(i8 noundef 0) #5
          to label %11 unwind label %5

2:                                                ; preds = %0
  %3 = cleanuppad within none []
  invoke fastcc void @"?fin$0@0@main@@"(i8 noundef 1) #5 [ "funclet"(token %3) ]
          to label %4 unwind label %5

4:                                                ; preds = %2
  cleanupret from %3 unwind label %5

5:                                                ; preds = %1, %2, %4
  %6 = catchswitch within none [label %7] unwind label %12

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* bitcast (i32 (i8*, i8*)* @"?filt$1@0@main@@" to i8*)]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@", i64 0, i64 0)) #5
          to label %11 unwind label %12

11:                                               ; preds = %1, %9
  invoke void @RaiseException(i32 noundef -536870846, i32 noundef 0, i32 noundef 0, i64* noundef null) #5
          to label %18 unwind label %12

12:                                               ; preds = %11, %9, %5
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [i8* bitcast (i32 (i8*, i8*)* @"?filt$0@0@main@@" to i8*)]
  catchret from %15 to label %16

16:                                               ; preds = %14
  %17 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @str, i64 0, i64 0))
  br label %18

18:                                               ; preds = %11, %16
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$0@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #1 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %5)
  ret i32 1
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal i32 @"?filt$1@0@main@@"(i8* nocapture noundef readonly %0, i8* nocapture noundef readnone %1) #1 {
  %3 = bitcast i8* %0 to i32**
  %4 = load i32*, i32** %3, align 8
  %5 = load i32, i32* %4, align 4
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@", i64 0, i64 0), i32 noundef %5)
  %7 = icmp eq i32 %5, -536870847
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: nounwind uwtable
define internal fastcc void @"?fin$0@0@main@@"(i8 noundef %0) unnamed_addr #0 {
  %2 = zext i8 %0 to i32
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@", i64 0, i64 0), i32 noundef %2)
  tail call void @RaiseException(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, i64* noundef null) #6
  ret void
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, i64* noundef) local_unnamed_addr #3

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { noinline }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 1}
!3 = !{!"Debian clang version 14.0.6"}
