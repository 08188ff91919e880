; ModuleID = 'catch_by_value_class.cpp'
source_filename = "catch_by_value_class.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [17 x i8] c"inner caught %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"outer caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"caught const E %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"throwing E(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"E(%d)\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"E(copy of %d) -> %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"~E(%d)\0A\00", align 1
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef 1)
  %2 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %3 = bitcast i8* %2 to i32*
  store i32 1, i32* %3, align 4, !tbaa !2
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef 1)
  invoke void @__cxa_throw(i8* nonnull %2, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #5
          to label %5 unwind label %6

5:                                                ; preds = %0
  unreachable

6:                                                ; preds = %0
  %7 = catchswitch within none [label %8] unwind label %23

8:                                                ; preds = %6
  %9 = catchpad within %7 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %10 = tail call i8* @llvm.wasm.get.exception(token %9)
  %11 = tail call i32 @llvm.wasm.get.ehselector(token %9)
  %12 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #1
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %8
  %15 = call i8* @__cxa_get_exception_ptr(i8* %10) #1 [ "funclet"(token %9) ]
  %16 = bitcast i8* %15 to i32*
  %17 = load i32, i32* %16, align 4, !tbaa !2
  %18 = add nsw i32 %17, 100
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %17, i32 noundef %18) [ "funclet"(token %9) ]
  %20 = call i8* @__cxa_begin_catch(i8* %10) #1 [ "funclet"(token %9) ]
  %21 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i32 0, i32 0), i32 noundef %18) [ "funclet"(token %9) ]
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %9) ]
          to label %70 unwind label %66

22:                                               ; preds = %8
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %9) ]
          to label %70 unwind label %23

23:                                               ; preds = %22, %69, %6
  %24 = catchswitch within none [label %25] unwind to caller

25:                                               ; preds = %23
  %26 = catchpad within %24 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %27 = tail call i8* @llvm.wasm.get.exception(token %26)
  %28 = tail call i32 @llvm.wasm.get.ehselector(token %26)
  %29 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #1
  %30 = icmp eq i32 %28, %29
  br i1 %30, label %31, label %40

31:                                               ; preds = %25
  %32 = call i8* @__cxa_get_exception_ptr(i8* %27) #1 [ "funclet"(token %26) ]
  %33 = bitcast i8* %32 to i32*
  %34 = load i32, i32* %33, align 4, !tbaa !2
  %35 = add nsw i32 %34, 100
  %36 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %34, i32 noundef %35) [ "funclet"(token %26) ]
  %37 = call i8* @__cxa_begin_catch(i8* %27) #1 [ "funclet"(token %26) ]
  %38 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i32 0, i32 0), i32 noundef %35) [ "funclet"(token %26) ]
  %39 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef %35) #1 [ "funclet"(token %26) ]
  call void @__cxa_end_catch() [ "funclet"(token %26) ]
  catchret from %26 to label %41

40:                                               ; preds = %25
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %26) ]
  unreachable

41:                                               ; preds = %31
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i32 0, i32 0), i32 noundef 2)
  %43 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %44 = bitcast i8* %43 to i32*
  store i32 2, i32* %44, align 4, !tbaa !2
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i32 0, i32 0), i32 noundef 2)
  invoke void @__cxa_throw(i8* nonnull %43, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #5
          to label %46 unwind label %47

46:                                               ; preds = %41
  unreachable

47:                                               ; preds = %41
  %48 = catchswitch within none [label %49] unwind to caller

49:                                               ; preds = %47
  %50 = catchpad within %48 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %51 = tail call i8* @llvm.wasm.get.exception(token %50)
  %52 = tail call i32 @llvm.wasm.get.ehselector(token %50)
  %53 = icmp eq i32 %52, %29
  br i1 %53, label %54, label %63

54:                                               ; preds = %49
  %55 = call i8* @__cxa_get_exception_ptr(i8* %51) #1 [ "funclet"(token %50) ]
  %56 = bitcast i8* %55 to i32*
  %57 = load i32, i32* %56, align 4, !tbaa !2
  %58 = add nsw i32 %57, 100
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i32 0, i32 0), i32 noundef %57, i32 noundef %58) [ "funclet"(token %50) ]
  %60 = call i8* @__cxa_begin_catch(i8* %51) #1 [ "funclet"(token %50) ]
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i32 0, i32 0), i32 noundef %58) [ "funclet"(token %50) ]
  %62 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef %58) #1 [ "funclet"(token %50) ]
  call void @__cxa_end_catch() [ "funclet"(token %50) ]
  catchret from %50 to label %64

63:                                               ; preds = %49
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %50) ]
  unreachable

64:                                               ; preds = %54
  %65 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i32 0, i32 0))
  ret i32 0

66:                                               ; preds = %14
  %67 = cleanuppad within %9 []
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef 7) #1 [ "funclet"(token %67) ]
  invoke void @__cxa_end_catch() [ "funclet"(token %67) ]
          to label %69 unwind label %71

69:                                               ; preds = %66
  cleanupret from %67 unwind label %23

70:                                               ; preds = %22, %14
  unreachable

71:                                               ; preds = %66
  %72 = cleanuppad within %67 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %72) ]
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_get_exception_ptr(i8*) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_rethrow() local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #4 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !2
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i32 0, i32 0), i32 noundef %3)
  ret %struct.E* %0
}

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { noreturn nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !4, i64 0}
!3 = !{!"_ZTS1E", !4, i64 0}
!4 = !{!"int", !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C++ TBAA"}
