; ModuleID = 'catch_pointer_by_ref.cpp'
source_filename = "catch_pointer_by_ref.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@_ZTIPi = external constant i8*
@.str = private unnamed_addr constant [18 x i8] c"int *const &: %d\0A\00", align 1
@_ZTIPKc = external constant i8*
@.str.1 = private unnamed_addr constant [25 x i8] c"const char *const &: %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"const char *const & from an array: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"int *&: %d\0A\00", align 1
@_ZL5other = internal global i32 7, align 4
@.str.4 = private unnamed_addr constant [31 x i8] c"rethrown after the change: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"null: %d\0A\00", align 1
@_ZL5value = internal global i32 42, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZL4text = internal constant [17 x i8] c"an array of char\00", align 16
@str = private unnamed_addr constant [5 x i8] c"done\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress norecurse
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %2 = bitcast i8* %1 to i32**
  store i32* @_ZL5value, i32** %2, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %1, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #4
          to label %3 unwind label %4

3:                                                ; preds = %0
  unreachable

4:                                                ; preds = %0
  %5 = catchswitch within none [label %6] unwind to caller

6:                                                ; preds = %4
  %7 = catchpad within %5 [i8* bitcast (i8** @_ZTIPi to i8*)]
  %8 = tail call i8* @llvm.wasm.get.exception(token %7)
  %9 = tail call i32 @llvm.wasm.get.ehselector(token %7)
  %10 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #1
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %19

12:                                               ; preds = %6
  %13 = call i8* @__cxa_begin_catch(i8* %8) #1 [ "funclet"(token %7) ]
  %14 = getelementptr i8, i8* %8, i32 32
  %15 = bitcast i8* %14 to i32**
  %16 = load i32*, i32** %15, align 4, !tbaa !2
  %17 = load i32, i32* %16, align 4, !tbaa !6
  %18 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %17) [ "funclet"(token %7) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %7) ]
  catchret from %7 to label %20

19:                                               ; preds = %6
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %7) ]
  unreachable

20:                                               ; preds = %12
  %21 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %22 = bitcast i8* %21 to i8**
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i8** %22, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %21, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #4
          to label %23 unwind label %24

23:                                               ; preds = %20
  unreachable

24:                                               ; preds = %20
  %25 = catchswitch within none [label %26] unwind to caller

26:                                               ; preds = %24
  %27 = catchpad within %25 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %28 = tail call i8* @llvm.wasm.get.exception(token %27)
  %29 = tail call i32 @llvm.wasm.get.ehselector(token %27)
  %30 = tail call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #1
  %31 = icmp eq i32 %29, %30
  br i1 %31, label %32, label %38

32:                                               ; preds = %26
  %33 = call i8* @__cxa_begin_catch(i8* %28) #1 [ "funclet"(token %27) ]
  %34 = getelementptr i8, i8* %28, i32 32
  %35 = bitcast i8* %34 to i8**
  %36 = load i8*, i8** %35, align 4, !tbaa !2
  %37 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i8* noundef %36) [ "funclet"(token %27) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %27) ]
  catchret from %27 to label %39

38:                                               ; preds = %26
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %27) ]
  unreachable

39:                                               ; preds = %32
  %40 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %41 = bitcast i8* %40 to i8**
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @_ZL4text, i32 0, i32 0), i8** %41, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %40, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #4
          to label %42 unwind label %43

42:                                               ; preds = %39
  unreachable

43:                                               ; preds = %39
  %44 = catchswitch within none [label %45] unwind to caller

45:                                               ; preds = %43
  %46 = catchpad within %44 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %47 = tail call i8* @llvm.wasm.get.exception(token %46)
  %48 = tail call i32 @llvm.wasm.get.ehselector(token %46)
  %49 = icmp eq i32 %48, %29
  br i1 %49, label %50, label %56

50:                                               ; preds = %45
  %51 = call i8* @__cxa_begin_catch(i8* %47) #1 [ "funclet"(token %46) ]
  %52 = getelementptr i8, i8* %47, i32 32
  %53 = bitcast i8* %52 to i8**
  %54 = load i8*, i8** %53, align 4, !tbaa !2
  %55 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([39 x i8], [39 x i8]* @.str.2, i32 0, i32 0), i8* noundef %54) [ "funclet"(token %46) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %46) ]
  catchret from %46 to label %57

56:                                               ; preds = %45
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %46) ]
  unreachable

57:                                               ; preds = %50
  %58 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %59 = bitcast i8* %58 to i32**
  store i32* @_ZL5value, i32** %59, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %58, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #4
          to label %60 unwind label %61

60:                                               ; preds = %57
  unreachable

61:                                               ; preds = %57
  %62 = catchswitch within none [label %63] unwind label %76

63:                                               ; preds = %61
  %64 = catchpad within %62 [i8* bitcast (i8** @_ZTIPi to i8*)]
  %65 = tail call i8* @llvm.wasm.get.exception(token %64)
  %66 = tail call i32 @llvm.wasm.get.ehselector(token %64)
  %67 = icmp eq i32 %66, %9
  br i1 %67, label %68, label %75

68:                                               ; preds = %63
  %69 = call i8* @__cxa_begin_catch(i8* %65) #1 [ "funclet"(token %64) ]
  %70 = getelementptr i8, i8* %65, i32 32
  %71 = bitcast i8* %70 to i32**
  %72 = load i32*, i32** %71, align 4, !tbaa !2
  %73 = load i32, i32* %72, align 4, !tbaa !6
  %74 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %73) [ "funclet"(token %64) ]
  store i32* @_ZL5other, i32** %71, align 4, !tbaa !2
  invoke void @__cxa_rethrow() #4 [ "funclet"(token %64) ]
          to label %115 unwind label %113

75:                                               ; preds = %63
  invoke void @llvm.wasm.rethrow() #4 [ "funclet"(token %64) ]
          to label %115 unwind label %76

76:                                               ; preds = %75, %113, %61
  %77 = catchswitch within none [label %78] unwind to caller

78:                                               ; preds = %76
  %79 = catchpad within %77 [i8* bitcast (i8** @_ZTIPi to i8*)]
  %80 = tail call i8* @llvm.wasm.get.exception(token %79)
  %81 = tail call i32 @llvm.wasm.get.ehselector(token %79)
  %82 = icmp eq i32 %81, %9
  br i1 %82, label %83, label %90

83:                                               ; preds = %78
  %84 = call i8* @__cxa_begin_catch(i8* %80) #1 [ "funclet"(token %79) ]
  %85 = getelementptr i8, i8* %80, i32 32
  %86 = bitcast i8* %85 to i32**
  %87 = load i32*, i32** %86, align 4, !tbaa !2
  %88 = load i32, i32* %87, align 4, !tbaa !6
  %89 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef %88) [ "funclet"(token %79) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %79) ]
  catchret from %79 to label %91

90:                                               ; preds = %78
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %79) ]
  unreachable

91:                                               ; preds = %83
  %92 = tail call i8* @__cxa_allocate_exception(i32 4) #1
  %93 = bitcast i8* %92 to i32**
  store i32* null, i32** %93, align 16, !tbaa !2
  invoke void @__cxa_throw(i8* nonnull %92, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #4
          to label %94 unwind label %95

94:                                               ; preds = %91
  unreachable

95:                                               ; preds = %91
  %96 = catchswitch within none [label %97] unwind to caller

97:                                               ; preds = %95
  %98 = catchpad within %96 [i8* bitcast (i8** @_ZTIPi to i8*)]
  %99 = tail call i8* @llvm.wasm.get.exception(token %98)
  %100 = tail call i32 @llvm.wasm.get.ehselector(token %98)
  %101 = icmp eq i32 %100, %9
  br i1 %101, label %102, label %110

102:                                              ; preds = %97
  %103 = call i8* @__cxa_begin_catch(i8* %99) #1 [ "funclet"(token %98) ]
  %104 = getelementptr i8, i8* %99, i32 32
  %105 = bitcast i8* %104 to i32**
  %106 = load i32*, i32** %105, align 4, !tbaa !2
  %107 = icmp eq i32* %106, null
  %108 = zext i1 %107 to i32
  %109 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i32 noundef %108) [ "funclet"(token %98) ]
  call void @__cxa_end_catch() #1 [ "funclet"(token %98) ]
  catchret from %98 to label %111

110:                                              ; preds = %97
  call void @llvm.wasm.rethrow() #4 [ "funclet"(token %98) ]
  unreachable

111:                                              ; preds = %102
  %112 = tail call i32 @puts(i8* nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @str, i32 0, i32 0))
  ret i32 0

113:                                              ; preds = %68
  %114 = cleanuppad within %64 []
  call void @__cxa_end_catch() #1 [ "funclet"(token %114) ]
  cleanupret from %114 unwind label %76

115:                                              ; preds = %75, %68
  unreachable
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #4

declare void @__cxa_rethrow() local_unnamed_addr

declare i8* @__cxa_allocate_exception(i32) local_unnamed_addr

declare void @__cxa_throw(i8*, i8*, i8*) local_unnamed_addr

; Function Attrs: nofree nounwind
declare noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #5

attributes #0 = { mustprogress norecurse "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { nounwind }
attributes #2 = { nofree nosync nounwind readnone }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #4 = { noreturn }
attributes #5 = { nofree nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = !{!3, !3, i64 0}
!3 = !{!"any pointer", !4, i64 0}
!4 = !{!"omnipotent char", !5, i64 0}
!5 = !{!"Simple C++ TBAA"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !4, i64 0}
