; ModuleID = 'src/fault_filter.c'
source_filename = "fault_filter.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

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
@null_ptr = internal global ptr null, align 4
@str = private unnamed_addr constant [70 x i8] c"1 the filter's exception is handled below the faulting frame, in main\00", align 1
@str.1 = private unnamed_addr constant [42 x i8] c"  main handles it, the fault is abandoned\00", align 1
@str.2 = private unnamed_addr constant [42 x i8] c"2 ... in the frame whose filter raised it\00", align 1
@str.4 = private unnamed_addr constant [5 x i8] c"done\00", align 1
@str.5 = private unnamed_addr constant [37 x i8] c"  mid handles the filter's exception\00", align 1
@str.6 = private unnamed_addr constant [14 x i8] c"  mid goes on\00", align 1
@str.7 = private unnamed_addr constant [14 x i8] c"  not reached\00", align 1

; Function Attrs: nofree nounwind
define dso_local noundef i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %1, ptr nonnull %2)
  %3 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  invoke void @mid(i32 noundef 0) #8
          to label %10 unwind label %4

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [ptr @"?filt$0@0@main@@"]
  catchret from %7 to label %8

8:                                                ; preds = %6
  %9 = call i32 @puts(ptr nonnull dereferenceable(1) @str.1)
  br label %10

10:                                               ; preds = %0, %8
  store i32 0, ptr @raised, align 4
  %11 = call i32 @puts(ptr nonnull dereferenceable(1) @str.2)
  invoke void @mid(i32 noundef 1) #8
          to label %18 unwind label %12

12:                                               ; preds = %10
  %13 = catchswitch within none [label %14] unwind to caller

14:                                               ; preds = %12
  %15 = catchpad within %13 [ptr @"?filt$1@0@main@@"]
  catchret from %15 to label %16

16:                                               ; preds = %14
  %17 = call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  br label %18

18:                                               ; preds = %10, %16
  %19 = call i32 @puts(ptr nonnull dereferenceable(1) @str.4)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nounwind
define internal noundef range(i32 0, 2) i32 @"?filt$0@0@main@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %7, i32 noundef 1)
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #2

; Function Attrs: nofree noinline nounwind
define internal void @mid(i32 noundef %0) #3 personality ptr @_except_handler3 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %2, ptr nonnull %3, ptr nonnull %4)
  store i32 %0, ptr %2, align 4
  invoke fastcc void @store(i32 noundef %0) #8
          to label %17 unwind label %5

5:                                                ; preds = %1
  %6 = catchswitch within none [label %7] unwind label %11

7:                                                ; preds = %5
  %8 = catchpad within %6 [ptr @"?filt$1@0@mid@@"]
  catchret from %8 to label %9

9:                                                ; preds = %7
  %10 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0P@DHIMHCIK@?5?5not?5reached?6?$AA@") #8
          to label %17 unwind label %11

11:                                               ; preds = %9, %5
  %12 = catchswitch within none [label %13] unwind to caller

13:                                               ; preds = %11
  %14 = catchpad within %12 [ptr @"?filt$0@0@mid@@"]
  catchret from %14 to label %15

15:                                               ; preds = %13
  %16 = call i32 @puts(ptr nonnull dereferenceable(1) @str.5)
  br label %17

17:                                               ; preds = %1, %9, %15
  %18 = call i32 @puts(ptr nonnull dereferenceable(1) @str.6)
  ret void
}

declare dso_local i32 @_except_handler3(...)

; Function Attrs: nofree nounwind
define internal noundef range(i32 0, 2) i32 @"?filt$1@0@main@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_04GHJNJNPO@main?$AA@", i32 noundef %7, i32 noundef 1)
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #4

; Function Attrs: nofree nounwind
define internal range(i32 0, 2) i32 @"?filt$0@0@mid@@"() #0 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @mid, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @mid, ptr %2, i32 0)
  %4 = tail call ptr @llvm.localrecover(ptr nonnull @mid, ptr %2, i32 1)
  %5 = getelementptr inbounds i8, ptr %1, i32 -20
  %6 = load ptr, ptr %5, align 4
  %7 = load ptr, ptr %6, align 4
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  %10 = icmp ne i32 %9, 0
  %11 = icmp eq i32 %8, -536870799
  %12 = and i1 %11, %10
  %13 = zext i1 %12 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CE@CFMBCHMA@?5?5filter?5?$CFs?5sees?5?$CF08lx?0?5answers?5@", ptr noundef nonnull @"??_C@_03FBGAFBDB@mid?$AA@", i32 noundef %8, i32 noundef %13)
  ret i32 %13
}

; Function Attrs: nounwind
define internal noundef i32 @"?filt$1@0@mid@@"() #5 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @mid, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @mid, ptr %2, i32 2)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr @raised, align 4
  %9 = icmp eq i32 %8, 0
  %10 = select i1 %9, ptr @"??_C@_0BF@MJOILAHA@?5and?5raises?5e0000071?$AA@", ptr @"??_C@_00CNPNBAHC@?$AA@"
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BH@BNPNEGHI@?5?5filter?5sees?5?$CF08lx?$CFs?6?$AA@", i32 noundef %7, ptr noundef nonnull %10)
  %12 = load i32, ptr @raised, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr @raised, align 4
  %14 = icmp eq i32 %12, 0
  br i1 %14, label %15, label %16

15:                                               ; preds = %0
  tail call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870799, i32 noundef 0, i32 noundef 0, ptr noundef null) #9
  br label %16

16:                                               ; preds = %0, %15
  ret i32 0
}

; Function Attrs: nofree noinline nounwind
define internal fastcc void @store(i32 noundef %0) unnamed_addr #3 personality ptr @_except_handler3 {
  %2 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0M@GDKPNHHP@?5?5store?5?$CFd?6?$AA@", i32 noundef %0) #8
          to label %3 unwind label %7

3:                                                ; preds = %1
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@", i32 noundef 0)
  %5 = load volatile ptr, ptr @null_ptr, align 4
  store volatile i32 %0, ptr %5, align 4
  %6 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str.7)
  ret void

7:                                                ; preds = %1
  %8 = cleanuppad within none []
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0CC@ODMNIOKK@?5?5store?8s?5__finally?0?5abnormal?$DN?$CFd@", i32 noundef 1) [ "funclet"(token %8) ]
  cleanupret from %8 unwind to caller
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #7

attributes #0 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nofree noinline nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { noinline }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
