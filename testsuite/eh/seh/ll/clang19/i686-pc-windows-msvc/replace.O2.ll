; ModuleID = 'src/replace.c'
source_filename = "replace.c"
target datalayout = "e-m:x-p:32:32-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32-a:0:32-S32"
target triple = "i686-pc-windows-msvc19.33.0"

$"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@" = comdat any

$"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@" = comdat any

$"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@" = comdat any

@"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [18 x i8] c"outer sees %08lx\0A\00", comdat, align 1
@"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [19 x i8] c"middle sees %08lx\0A\00", comdat, align 1
@"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [28 x i8] c"finally abnormal=%d raises\0A\00", comdat, align 1
@"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@" = linkonce_odr dso_local unnamed_addr constant [16 x i8] c"middle handles\0A\00", comdat, align 1
@str = private unnamed_addr constant [14 x i8] c"outer handles\00", align 1

; Function Attrs: nounwind
define dso_local noundef i32 @main() #0 personality ptr @_except_handler3 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void (...) @llvm.localescape(ptr nonnull %1, ptr nonnull %2)
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870848, i32 noundef 0, i32 noundef 0, ptr noundef null) #7
          to label %3 unwind label %4

3:                                                ; preds = %0
  invoke fastcc void @"?fin$0@0@main@@"(i8 noundef zeroext 0) #7
          to label %13 unwind label %7

4:                                                ; preds = %0
  %5 = cleanuppad within none []
  invoke fastcc void @"?fin$0@0@main@@"(i8 noundef zeroext 1) #7 [ "funclet"(token %5) ]
          to label %6 unwind label %7

6:                                                ; preds = %4
  cleanupret from %5 unwind label %7

7:                                                ; preds = %3, %4, %6
  %8 = catchswitch within none [label %9] unwind label %14

9:                                                ; preds = %7
  %10 = catchpad within %8 [ptr @"?filt$1@0@main@@"]
  catchret from %10 to label %11

11:                                               ; preds = %9
  %12 = invoke i32 (ptr, ...) @printf(ptr noundef nonnull @"??_C@_0BA@EAMKNLLC@middle?5handles?6?$AA@") #7
          to label %13 unwind label %14

13:                                               ; preds = %3, %11
  invoke x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870846, i32 noundef 0, i32 noundef 0, ptr noundef null) #7
          to label %20 unwind label %14

14:                                               ; preds = %13, %11, %7
  %15 = catchswitch within none [label %16] unwind to caller

16:                                               ; preds = %14
  %17 = catchpad within %15 [ptr @"?filt$0@0@main@@"]
  catchret from %17 to label %18

18:                                               ; preds = %16
  %19 = call i32 @puts(ptr nonnull dereferenceable(1) @str)
  br label %20

20:                                               ; preds = %13, %18
  ret i32 0
}

; Function Attrs: nofree nounwind
define internal noundef i32 @"?filt$0@0@main@@"() #1 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 0)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BC@HHEJAGJK@outer?5sees?5?$CF08lx?6?$AA@", i32 noundef %7)
  ret i32 1
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.eh.recoverfp(ptr, ptr) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.localrecover(ptr, ptr, i32 immarg) #2

; Function Attrs: nofree nounwind
declare dso_local noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
define internal range(i32 0, 2) i32 @"?filt$1@0@main@@"() #1 {
  %1 = tail call ptr @llvm.frameaddress.p0(i32 1)
  %2 = tail call ptr @llvm.eh.recoverfp(ptr nonnull @main, ptr %1)
  %3 = tail call ptr @llvm.localrecover(ptr nonnull @main, ptr %2, i32 1)
  %4 = getelementptr inbounds i8, ptr %1, i32 -20
  %5 = load ptr, ptr %4, align 4
  %6 = load ptr, ptr %5, align 4
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BD@JLFMFLFN@middle?5sees?5?$CF08lx?6?$AA@", i32 noundef %7)
  %9 = load i32, ptr %3, align 4
  %10 = icmp eq i32 %9, -536870847
  %11 = zext i1 %10 to i32
  ret i32 %11
}

; Function Attrs: nounwind
define internal fastcc void @"?fin$0@0@main@@"(i8 noundef zeroext %0) unnamed_addr #0 {
  %2 = zext nneg i8 %0 to i32
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @"??_C@_0BM@CBDKGLI@finally?5abnormal?$DN?$CFd?5raises?6?$AA@", i32 noundef %2)
  tail call x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef -536870847, i32 noundef 0, i32 noundef 0, ptr noundef null) #8
  ret void
}

declare dllimport x86_stdcallcc void @"\01_RaiseException@16"(i32 noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare dso_local i32 @_except_handler3(...)

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.localescape(...) #5

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { noinline }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 2}
!2 = !{i32 1, !"MaxTLSAlign", i32 65536}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
