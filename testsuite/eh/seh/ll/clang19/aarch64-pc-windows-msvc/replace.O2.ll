; ModuleID = 'src/replace.c'
source_filename = "replace.c"
target datalayout = "e-m:w-p:64:64-i32:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-pc-windows-msvc19.33.0"

$"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@" = comdat any

$"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@" = comdat any

@"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"outer sees %08lx\0A\00", comdat, align 8
@"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"middle sees %08lx\0A\00", comdat, align 8
@"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"finally abnormal=%d raises\0A\00", comdat, align 8
@"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"middle handles\0A\00", comdat, align 8
@str = private unnamed_addr constant [14 x i8] c"outer handles\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  invoke void @RaiseException(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %1 unwind label %2

1:                                                ; preds = %0
  invoke fastcc void @"?fin$0@0@main@@"(i8 noundef 0) #6
          to label %12 unwind label %5

2:                                                ; preds = %0
  %3 = cleanuppad within none []
  invoke fastcc void @"?fin$0@0@main@@"(i8 noundef 1) #6 [ "funclet"(token %3) ]
          to label %4 unwind label %5

4:                                                ; preds = %2
  cleanupret from %3 unwind label %5

5:                                                ; preds = %1, %2, %4
  %6 = catchswitch within none [label %7] unwind label %13

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"?filt$1@0@main@@"]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = tail call i32 @llvm.eh.exceptioncode(token %8)
  %11 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@") #6
          to label %12 unwind label %13

12:                                               ; preds = %1, %9
  invoke void @RaiseException(i32 noundef -536870846, i32 noundef 0, i32 noundef 0, ptr noundef null) #6
          to label %20 unwind label %13

13:                                               ; preds = %12, %9, %5
  %14 = catchswitch within none [label %15] unwind to caller

15:                                               ; preds = %13
  %16 = catchpad within %14 [ptr @"?filt$0@0@main@@"]
  catchret from %16 to label %17

17:                                               ; preds = %15
  %18 = tail call i32 @llvm.eh.exceptioncode(token %16)
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %20

20:                                               ; preds = %12, %17
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #1 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@", i32 noundef %4)
  ret i32 1
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal range(i32 0, 2) i32 @"?filt$1@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #1 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@", i32 noundef %4)
  %6 = icmp eq i32 %4, -536870847
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: nounwind uwtable
define internal fastcc void @"?fin$0@0@main@@"(i8 noundef %0) unnamed_addr #0 {
  %2 = zext nneg i8 %0 to i32
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@", i32 noundef %2)
  tail call void @RaiseException(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, ptr noundef null) #7
  ret void
}

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #4

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { noinline }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
