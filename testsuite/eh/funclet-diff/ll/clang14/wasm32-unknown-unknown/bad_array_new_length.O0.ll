; ModuleID = 'bad_array_new_length.cpp'
source_filename = "bad_array_new_length.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%"class.std::bad_alloc" = type { %"class.std::exception" }
%"class.std::exception" = type { i32 (...)** }
%"class.std::bad_array_new_length" = type { %"class.std::bad_alloc" }

@g_keep = hidden global i32* null, align 4
@_ZTISt9bad_alloc = external constant i8*
@.str = private unnamed_addr constant [20 x i8] c"negative count: %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [33 x i8] c"fewer than the initialisers: %s\0A\00", align 1
@_ZTISt20bad_array_new_length = external constant i8*
@.str.2 = private unnamed_addr constant [12 x i8] c"direct: %s\0A\00", align 1
@_ZTISt9exception = external constant i8*
@.str.3 = private unnamed_addr constant [18 x i8] c"as exception: %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"made %d ints\0A\00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"made %d listed ints, last %d\0A\00", align 1
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca %"class.std::bad_alloc"*, align 4
  %4 = alloca %"class.std::bad_alloc"*, align 4
  %5 = alloca %"class.std::bad_array_new_length"*, align 4
  %6 = alloca %"class.std::exception"*, align 4
  store i32 0, i32* %1, align 4
  call void @_ZL9make_intsi(i32 noundef 4)
  call void @_ZL11make_listedi(i32 noundef 4)
  invoke void @_ZL9make_intsi(i32 noundef -1)
          to label %102 unwind label %7

7:                                                ; preds = %0
  %8 = catchswitch within none [label %9] unwind to caller

9:                                                ; preds = %7
  %10 = catchpad within %8 [i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)]
  %11 = call i8* @llvm.wasm.get.exception(token %10)
  store i8* %11, i8** %2, align 4
  %12 = call i32 @llvm.wasm.get.ehselector(token %10)
  %13 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #2
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %28

15:                                               ; preds = %9
  %16 = load i8*, i8** %2, align 4
  %17 = call i8* @__cxa_begin_catch(i8* %16) #2 [ "funclet"(token %10) ]
  %18 = bitcast i8* %17 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %18, %"class.std::bad_alloc"** %3, align 4
  %19 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %3, align 4
  %20 = bitcast %"class.std::bad_alloc"* %19 to i8* (%"class.std::bad_alloc"*)***
  %21 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %20, align 4
  %22 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %21, i64 2
  %23 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %22, align 4
  %24 = call noundef i8* %23(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %19) #2 [ "funclet"(token %10) ]
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str, i32 0, i32 0), i8* noundef %24) [ "funclet"(token %10) ]
          to label %26 unwind label %103

26:                                               ; preds = %15
  call void @__cxa_end_catch() [ "funclet"(token %10) ]
  catchret from %10 to label %27

27:                                               ; preds = %26
  br label %29

28:                                               ; preds = %9
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %10) ]
  unreachable

29:                                               ; preds = %27, %102
  invoke void @_ZL11make_listedi(i32 noundef 2)
          to label %101 unwind label %30

30:                                               ; preds = %29
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)]
  %34 = call i8* @llvm.wasm.get.exception(token %33)
  store i8* %34, i8** %2, align 4
  %35 = call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9bad_alloc to i8*)) #2
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %51

38:                                               ; preds = %32
  %39 = load i8*, i8** %2, align 4
  %40 = call i8* @__cxa_begin_catch(i8* %39) #2 [ "funclet"(token %33) ]
  %41 = bitcast i8* %40 to %"class.std::bad_alloc"*
  store %"class.std::bad_alloc"* %41, %"class.std::bad_alloc"** %4, align 4
  %42 = load %"class.std::bad_alloc"*, %"class.std::bad_alloc"** %4, align 4
  %43 = bitcast %"class.std::bad_alloc"* %42 to i8* (%"class.std::bad_alloc"*)***
  %44 = load i8* (%"class.std::bad_alloc"*)**, i8* (%"class.std::bad_alloc"*)*** %43, align 4
  %45 = getelementptr inbounds i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %44, i64 2
  %46 = load i8* (%"class.std::bad_alloc"*)*, i8* (%"class.std::bad_alloc"*)** %45, align 4
  %47 = call noundef i8* %46(%"class.std::bad_alloc"* noundef nonnull align 4 dereferenceable(4) %42) #2 [ "funclet"(token %33) ]
  %48 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([33 x i8], [33 x i8]* @.str.1, i32 0, i32 0), i8* noundef %47) [ "funclet"(token %33) ]
          to label %49 unwind label %106

49:                                               ; preds = %38
  call void @__cxa_end_catch() [ "funclet"(token %33) ]
  catchret from %33 to label %50

50:                                               ; preds = %49
  br label %52

51:                                               ; preds = %32
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %33) ]
  unreachable

52:                                               ; preds = %50, %101
  invoke void @__cxa_throw_bad_array_new_length() #5
          to label %100 unwind label %53

53:                                               ; preds = %52
  %54 = catchswitch within none [label %55] unwind to caller

55:                                               ; preds = %53
  %56 = catchpad within %54 [i8* bitcast (i8** @_ZTISt20bad_array_new_length to i8*)]
  %57 = call i8* @llvm.wasm.get.exception(token %56)
  store i8* %57, i8** %2, align 4
  %58 = call i32 @llvm.wasm.get.ehselector(token %56)
  %59 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt20bad_array_new_length to i8*)) #2
  %60 = icmp eq i32 %58, %59
  br i1 %60, label %61, label %74

61:                                               ; preds = %55
  %62 = load i8*, i8** %2, align 4
  %63 = call i8* @__cxa_begin_catch(i8* %62) #2 [ "funclet"(token %56) ]
  %64 = bitcast i8* %63 to %"class.std::bad_array_new_length"*
  store %"class.std::bad_array_new_length"* %64, %"class.std::bad_array_new_length"** %5, align 4
  %65 = load %"class.std::bad_array_new_length"*, %"class.std::bad_array_new_length"** %5, align 4
  %66 = bitcast %"class.std::bad_array_new_length"* %65 to i8* (%"class.std::bad_array_new_length"*)***
  %67 = load i8* (%"class.std::bad_array_new_length"*)**, i8* (%"class.std::bad_array_new_length"*)*** %66, align 4
  %68 = getelementptr inbounds i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %67, i64 2
  %69 = load i8* (%"class.std::bad_array_new_length"*)*, i8* (%"class.std::bad_array_new_length"*)** %68, align 4
  %70 = call noundef i8* %69(%"class.std::bad_array_new_length"* noundef nonnull align 4 dereferenceable(4) %65) #2 [ "funclet"(token %56) ]
  %71 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.2, i32 0, i32 0), i8* noundef %70) [ "funclet"(token %56) ]
          to label %72 unwind label %109

72:                                               ; preds = %61
  call void @__cxa_end_catch() [ "funclet"(token %56) ]
  catchret from %56 to label %73

73:                                               ; preds = %72
  br label %75

74:                                               ; preds = %55
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %56) ]
  unreachable

75:                                               ; preds = %73
  invoke void @__cxa_throw_bad_array_new_length() #5
          to label %99 unwind label %76

76:                                               ; preds = %75
  %77 = catchswitch within none [label %78] unwind to caller

78:                                               ; preds = %76
  %79 = catchpad within %77 [i8* bitcast (i8** @_ZTISt9exception to i8*)]
  %80 = call i8* @llvm.wasm.get.exception(token %79)
  store i8* %80, i8** %2, align 4
  %81 = call i32 @llvm.wasm.get.ehselector(token %79)
  %82 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTISt9exception to i8*)) #2
  %83 = icmp eq i32 %81, %82
  br i1 %83, label %84, label %97

84:                                               ; preds = %78
  %85 = load i8*, i8** %2, align 4
  %86 = call i8* @__cxa_begin_catch(i8* %85) #2 [ "funclet"(token %79) ]
  %87 = bitcast i8* %86 to %"class.std::exception"*
  store %"class.std::exception"* %87, %"class.std::exception"** %6, align 4
  %88 = load %"class.std::exception"*, %"class.std::exception"** %6, align 4
  %89 = bitcast %"class.std::exception"* %88 to i8* (%"class.std::exception"*)***
  %90 = load i8* (%"class.std::exception"*)**, i8* (%"class.std::exception"*)*** %89, align 4
  %91 = getelementptr inbounds i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %90, i64 2
  %92 = load i8* (%"class.std::exception"*)*, i8* (%"class.std::exception"*)** %91, align 4
  %93 = call noundef i8* %92(%"class.std::exception"* noundef nonnull align 4 dereferenceable(4) %88) #2 [ "funclet"(token %79) ]
  %94 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.3, i32 0, i32 0), i8* noundef %93) [ "funclet"(token %79) ]
          to label %95 unwind label %112

95:                                               ; preds = %84
  call void @__cxa_end_catch() [ "funclet"(token %79) ]
  catchret from %79 to label %96

96:                                               ; preds = %95
  br label %98

97:                                               ; preds = %78
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %79) ]
  unreachable

98:                                               ; preds = %96
  ret i32 0

99:                                               ; preds = %75
  unreachable

100:                                              ; preds = %52
  unreachable

101:                                              ; preds = %29
  br label %52

102:                                              ; preds = %0
  br label %29

103:                                              ; preds = %15
  %104 = cleanuppad within %10 []
  invoke void @__cxa_end_catch() [ "funclet"(token %104) ]
          to label %105 unwind label %115

105:                                              ; preds = %103
  cleanupret from %104 unwind to caller

106:                                              ; preds = %38
  %107 = cleanuppad within %33 []
  invoke void @__cxa_end_catch() [ "funclet"(token %107) ]
          to label %108 unwind label %117

108:                                              ; preds = %106
  cleanupret from %107 unwind to caller

109:                                              ; preds = %61
  %110 = cleanuppad within %56 []
  invoke void @__cxa_end_catch() [ "funclet"(token %110) ]
          to label %111 unwind label %119

111:                                              ; preds = %109
  cleanupret from %110 unwind to caller

112:                                              ; preds = %84
  %113 = cleanuppad within %79 []
  invoke void @__cxa_end_catch() [ "funclet"(token %113) ]
          to label %114 unwind label %121

114:                                              ; preds = %112
  cleanupret from %113 unwind to caller

115:                                              ; preds = %103
  %116 = cleanuppad within %104 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %116) ]
  unreachable

117:                                              ; preds = %106
  %118 = cleanuppad within %107 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %118) ]
  unreachable

119:                                              ; preds = %109
  %120 = cleanuppad within %110 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %120) ]
  unreachable

121:                                              ; preds = %112
  %122 = cleanuppad within %113 []
  call void @_ZSt9terminatev() #11 [ "funclet"(token %122) ]
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL9make_intsi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %5 = extractvalue { i32, i1 } %4, 1
  %6 = extractvalue { i32, i1 } %4, 0
  %7 = select i1 %5, i32 -1, i32 %6
  %8 = call noalias noundef nonnull i8* @_Znam(i32 noundef %7) #12
  %9 = bitcast i8* %8 to i32*
  store volatile i32* %9, i32** @g_keep, align 4
  %10 = load i32, i32* %2, align 4
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i32 0, i32 0), i32 noundef %10)
  %12 = load volatile i32*, i32** @g_keep, align 4
  %13 = icmp eq i32* %12, null
  br i1 %13, label %16, label %14

14:                                               ; preds = %1
  %15 = bitcast i32* %12 to i8*
  call void @_ZdaPv(i8* noundef %15) #13
  br label %16

16:                                               ; preds = %14, %1
  ret void
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11make_listedi(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = icmp ult i32 %3, 3
  %5 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %3, i32 4)
  %6 = extractvalue { i32, i1 } %5, 1
  %7 = or i1 %4, %6
  %8 = extractvalue { i32, i1 } %5, 0
  %9 = select i1 %7, i32 -1, i32 %8
  %10 = call noalias noundef nonnull i8* @_Znam(i32 noundef %9) #12
  %11 = bitcast i8* %10 to i32*
  store i32 1, i32* %11, align 4
  %12 = getelementptr inbounds i32, i32* %11, i32 1
  store i32 2, i32* %12, align 4
  %13 = getelementptr inbounds i32, i32* %12, i32 1
  store i32 3, i32* %13, align 4
  %14 = getelementptr inbounds i32, i32* %13, i32 1
  %15 = sub i32 %9, 12
  %16 = bitcast i32* %14 to i8*
  call void @llvm.memset.p0i8.i32(i8* align 4 %16, i8 0, i32 %15, i1 false)
  store volatile i32* %11, i32** @g_keep, align 4
  %17 = load i32, i32* %2, align 4
  %18 = load volatile i32*, i32** @g_keep, align 4
  %19 = load i32, i32* %2, align 4
  %20 = sub nsw i32 %19, 1
  %21 = getelementptr inbounds i32, i32* %18, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.5, i32 0, i32 0), i32 noundef %17, i32 noundef %22)
  %24 = load volatile i32*, i32** @g_keep, align 4
  %25 = icmp eq i32* %24, null
  br i1 %25, label %28, label %26

26:                                               ; preds = %1
  %27 = bitcast i32* %24 to i8*
  call void @_ZdaPv(i8* noundef %27) #13
  br label %28

28:                                               ; preds = %26, %1
  ret void
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nounwind
declare i8* @llvm.wasm.get.exception(token) #2

; Function Attrs: nounwind
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind readnone
declare i32 @llvm.eh.typeid.for(i8*) #3

declare i8* @__cxa_begin_catch(i8*)

declare i32 @printf(i8* noundef, ...) #4

declare void @__cxa_end_catch()

declare void @_ZSt9terminatev()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: noreturn
declare void @__cxa_throw_bad_array_new_length() #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull i8* @_Znam(i32 noundef) #8

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(i8* noundef) #9

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i32(i8* nocapture writeonly, i8, i32, i1 immarg) #10

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }
attributes #6 = { noreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #9 = { nobuiltin nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #10 = { argmemonly nofree nounwind willreturn writeonly }
attributes #11 = { noreturn nounwind }
attributes #12 = { builtin allocsize(0) }
attributes #13 = { builtin nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
