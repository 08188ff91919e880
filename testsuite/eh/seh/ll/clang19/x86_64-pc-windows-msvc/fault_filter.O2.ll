; ModuleID = 'src/fault_filter.c'
source_filename = "fault_filter.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-windows-msvc19.33.0"

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
@null_ptr = internal global ptr null, align 8
@str = private unnamed_addr constant [70 x i8] c"1 the filter's exception is handled below the faulting frame, in main\00", align 1
@str.1 = private unnamed_addr constant [42 x i8] c"  main handles it, the fault is abandoned\00", align 1
@str.2 = private unnamed_addr constant [42 x i8] c"2 ... in the frame whose filter raised it\00", align 1
@str.4 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@str.5 = private unnamed_addr constant [37 x i8] c"  mid handles the filter's exception\00", align 1
@str.6 = private unnamed_addr constant [14 x i8] c"  mid goes on\00", align 1
@str.7 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 personality ptr @__C_specific_handler {
  %1 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @mid(i32 noundef 0) #9
          to label %9 unwind label %2

2:                                                ; preds = %0
  %3 = catchswitch within none [label %4] unwind to caller

4:                                                ; preds = %2
  %5 = catchpad within %3 [ptr @"?filt$0@0@main@@"]
  catchret from %5 to label %6

6:                                                ; preds = %4
  %7 = tail call i32 @llvm.eh.exceptioncode(token %5)
  %8 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %9

9:                                                ; preds = %0, %6
  store i32 0, ptr @raised, align 4
  %10 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  invoke void @mid(i32 noundef 1) #9
          to label %18 unwind label %11

11:                                               ; preds = %9
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"?filt$1@0@main@@"]
  catchret from %14 to label %15

15:                                               ; preds = %13
  %16 = tail call i32 @llvm.eh.exceptioncode(token %14)
  %17 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  br label %18

18:                                               ; preds = %9, %15
  %19 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 0, 2) i32 @"?filt$0@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %4, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @mid(i32 noundef %0) #2 personality ptr @__C_specific_handler {
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2)
  store i32 %0, ptr %2, align 4
  invoke fastcc void @store(i32 noundef %0) #9
          to label %17 unwind label %3

3:                                                ; preds = %1
  %4 = catchswitch within none [label %5] unwind label %10

5:                                                ; preds = %3
  %6 = catchpad within %4 [ptr @"?filt$1@0@mid@@"]
  catchret from %6 to label %7

7:                                                ; preds = %5
  %8 = call i32 @llvm.eh.exceptioncode(token %6)
  %9 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #9
          to label %17 unwind label %10

10:                                               ; preds = %7, %3
  %11 = catchswitch within none [label %12] unwind to caller

12:                                               ; preds = %10
  %13 = catchpad within %11 [ptr @"?filt$0@0@mid@@"]
  catchret from %13 to label %14

14:                                               ; preds = %12
  %15 = call i32 @llvm.eh.exceptioncode(token %13)
  %16 = call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  br label %17

17:                                               ; preds = %1, %7, %14
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret void
}

declare dso_local i32 @__C_specific_handler(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.exceptioncode(token) #3

; Function Attrs: nofree nounwind uwtable
define internal noundef range(i32 0, 2) i32 @"?filt$1@0@main@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #0 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %4, i32 noundef 1)
  ret i32 1
}

; Function Attrs: nofree nounwind uwtable
define internal range(i32 0, 2) i32 @"?filt$0@0@mid@@"(ptr nocapture noundef readonly %0, ptr noundef readonly %1) #0 {
  %3 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @mid, ptr %1)
  %4 = tail call ptr @llvm.localrecover(ptr nonnull @mid, ptr %3, i32 0)
  %5 = load ptr, ptr %0, align 8
  %6 = load i32, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  %9 = icmp eq i32 %6, -536870799
  %10 = and i1 %9, %8
  %11 = zext i1 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_03FBGAFBDB@mid?$AA@", i32 noundef %6, i32 noundef %11)
  ret i32 %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #4

; Function Attrs: nounwind uwtable
define internal noundef i32 @"?filt$1@0@mid@@"(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #5 {
  %3 = load ptr, ptr %0, align 8
  %4 = load i32, ptr %3, align 4
  %5 = load i32, ptr @raised, align 4
  %6 = icmp eq i32 %5, 0
  %7 = select i1 %6, ptr @"??_C@_0BF@MJOILAHA@?5and?5raises?5e0000071?$AA@", ptr @"??_C@_00CNPNBAHC@?$AA@"
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@BNPNEGHI@?5?5filter?5sees?5?$CF08lx?$CFs?6?$AA@", i32 noundef %4, ptr noundef nonnull %7)
  %9 = load i32, ptr @raised, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr @raised, align 4
  %11 = icmp eq i32 %9, 0
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  tail call void @RaiseException(i32 noundef -536870799, i32 noundef 0, i32 noundef 0, ptr noundef null) #10
  br label %13

13:                                               ; preds = %2, %12
  ret i32 0
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @store(i32 noundef %0) unnamed_addr #2 personality ptr @__C_specific_handler {
  %2 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0M@GDKPNHHP@?5?5store?5?$CFd?6?$AA@", i32 noundef %0) #9
          to label %3 unwind label %7

3:                                                ; preds = %1
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@", i32 noundef 0)
  %5 = load volatile ptr, ptr @null_ptr, align 8
  store volatile i32 %0, ptr %5, align 4
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@", i32 noundef 1) [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #6

declare dllimport void @RaiseException(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #7 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind }
attributes #9 = { noinline }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
