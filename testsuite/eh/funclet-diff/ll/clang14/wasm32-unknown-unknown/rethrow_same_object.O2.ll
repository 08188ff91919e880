; ModuleID = 'rethrow_same_object.cpp'
source_filename = "rethrow_same_object.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.E = type { i32 }

$_ZN1ED2Ev = comdat any

$_ZTS1E = comdat any

$_ZTI1E = comdat any

@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS1E = linkonce_odr hidden constant [3 x i8] c"1E\00", comdat, align 1
@_ZTI1E = linkonce_odr hidden constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i32 2) to i8*), i8* getelementptr inbounds ([3 x i8], [3 x i8]* @_ZTS1E, i32 0, i32 0) }, comdat, align 4
@.str = private unnamed_addr constant [14 x i8] c"main hops=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"level1 hops=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"level2 hops=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"~E hops=%d\0A\00", align 1
@str = private unnamed_addr constant [4 x i8] c"end\00", align 1
@str.6 = private unnamed_addr constant [4 x i8] c"E()\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %2 = bitcast i8* %1 to i32*
  store i32 0, i32* %2, align 4, !tbaa !2
  %3 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str.6, i32 0, i32 0))
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*), i8* bitcast (%struct.E* (%struct.E*)* @_ZN1ED2Ev to i8*)) #4
          to label %4 unwind label %5

4:                                                ; preds = %0
  unreachable

5:                                                ; preds = %0
  %6 = catchswitch within none [label %7] unwind label %27

7:                                                ; preds = %5
  %8 = catchpad within %6 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %9 = tail call i8* @llvm.wasm.get.exception(token %8)
  %10 = tail call i32 @llvm.wasm.get.ehselector(token %8)
  %11 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #1
  %12 = icmp eq i32 %10, %11
  br i1 %12, label %13, label %19

13:                                               ; preds = %7
  %14 = call i8* @__cxa_begin_catch(i8* %9) #1 [ "funclet"(token %8) ]
  %15 = bitcast i8* %14 to i32*
  %16 = load i32, i32* %15, align 4, !tbaa !2
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %15, align 4, !tbaa !2
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.3, i32 0, i32 0), i32 noundef %17) [ "funclet"(token %8) ]
  invoke void @__cxa_rethrow() #4 [ "funclet"(token %8) ]
          to label %24 unwind label %21

19:                                               ; preds = %7
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %8) ]
          to label %20 unwind label %27

20:                                               ; preds = %19
  unreachable

21:                                               ; preds = %13
  %22 = cleanuppad within %8 []
  invoke void @__cxa_end_catch() [ "funclet"(token %22) ]
          to label %23 unwind label %25

23:                                               ; preds = %21
  cleanupret from %22 unwind label %27

24:                                               ; preds = %13
  unreachable

25:                                               ; preds = %21
  %26 = cleanuppad within %22 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %26) ]
  unreachable

27:                                               ; preds = %23, %19, %5
  %28 = catchswitch within none [label %29] unwind label %49

29:                                               ; preds = %27
  %30 = catchpad within %28 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %31 = tail call i8* @llvm.wasm.get.exception(token %30)
  %32 = tail call i32 @llvm.wasm.get.ehselector(token %30)
  %33 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #1
  %34 = icmp eq i32 %32, %33
  br i1 %34, label %35, label %41

35:                                               ; preds = %29
  %36 = call i8* @__cxa_begin_catch(i8* %31) #1 [ "funclet"(token %30) ]
  %37 = bitcast i8* %36 to i32*
  %38 = load i32, i32* %37, align 4, !tbaa !2
  %39 = add nsw i32 %38, 1
  store i32 %39, i32* %37, align 4, !tbaa !2
  %40 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i32 0, i32 0), i32 noundef %39) [ "funclet"(token %30) ]
  invoke void @__cxa_rethrow() #4 [ "funclet"(token %30) ]
          to label %46 unwind label %43

41:                                               ; preds = %29
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %30) ]
          to label %42 unwind label %49

42:                                               ; preds = %41
  unreachable

43:                                               ; preds = %35
  %44 = cleanuppad within %30 []
  invoke void @__cxa_end_catch() [ "funclet"(token %44) ]
          to label %45 unwind label %47

45:                                               ; preds = %43
  cleanupret from %44 unwind label %49

46:                                               ; preds = %35
  unreachable

47:                                               ; preds = %43
  %48 = cleanuppad within %44 []
  call void @_ZSt9terminatev() #7 [ "funclet"(token %48) ]
  unreachable

49:                                               ; preds = %41, %45, %27
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)]
  %53 = tail call i8* @llvm.wasm.get.exception(token %52)
  %54 = tail call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = tail call i32 @llvm.eh.typeid.for(i8* bitcast ({ i8*, i8* }* @_ZTI1E to i8*)) #1
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %62

57:                                               ; preds = %51
  %58 = call i8* @__cxa_begin_catch(i8* %53) #1 [ "funclet"(token %52) ]
  %59 = bitcast i8* %58 to i32*
  %60 = load i32, i32* %59, align 4, !tbaa !2
  %61 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i32 0, i32 0), i32 noundef %60) [ "funclet"(token %52) ]
  call void @__cxa_end_catch() [ "funclet"(token %52) ]
  catchret from %52 to label %63

62:                                               ; preds = %51
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %52) ]
  unreachable

63:                                               ; preds = %57
  %64 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @str, i32 0, i32 0))
  ret i32 0
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #1

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #1

; Function Attrs: nofree nosync nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #2

declare i8* @__cxa_begin_catch(i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

declare void @__cxa_end_catch() local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare void @__cxa_rethrow() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

; Function Attrs: nounwind
define linkonce_odr hidden noundef %struct.E* @_ZN1ED2Ev(%struct.E* noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #5 comdat personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %2 = getelementptr inbounds %struct.E, %struct.E* %0, i32 0, i32 0
  %3 = load i32, i32* %2, align 4, !tbaa !2
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i32 0, i32 0), i32 noundef %3)
  ret %struct.E* %0
}

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #6

attributes #0 = { norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
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
