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
@.str.6 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1
@_ZL5value = internal global i32 42, align 4
@.str.7 = private unnamed_addr constant [17 x i8] c"a string literal\00", align 1
@_ZL4text = internal constant [17 x i8] c"an array of char\00", align 16
@llvm.used = appending global [1 x i8*] [i8* bitcast (i32 ()* @__main_void to i8*)], section "llvm.metadata"

@__main_void = alias i32 (), i32 ()* @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality i8* bitcast (i32 (...)* @__gxx_wasm_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca i8*, align 4
  %3 = alloca i32**, align 4
  %4 = alloca i8**, align 4
  %5 = alloca i8**, align 4
  %6 = alloca i32**, align 4
  %7 = alloca i32**, align 4
  %8 = alloca i32**, align 4
  store i32 0, i32* %1, align 4
  invoke void @_ZL13throw_int_ptrv()
          to label %139 unwind label %9

9:                                                ; preds = %0
  %10 = catchswitch within none [label %11] unwind to caller

11:                                               ; preds = %9
  %12 = catchpad within %10 [i8* bitcast (i8** @_ZTIPi to i8*)]
  %13 = call i8* @llvm.wasm.get.exception(token %12)
  store i8* %13, i8** %2, align 4
  %14 = call i32 @llvm.wasm.get.ehselector(token %12)
  %15 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #2
  %16 = icmp eq i32 %14, %15
  br i1 %16, label %17, label %28

17:                                               ; preds = %11
  %18 = load i8*, i8** %2, align 4
  %19 = call i8* @__cxa_begin_catch(i8* %18) #2 [ "funclet"(token %12) ]
  %20 = getelementptr i8, i8* %18, i32 32
  %21 = bitcast i8* %20 to i32**
  store i32** %21, i32*** %3, align 4
  %22 = load i32**, i32*** %3, align 4
  %23 = load i32*, i32** %22, align 4
  %24 = load i32, i32* %23, align 4
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i32 0, i32 0), i32 noundef %24) [ "funclet"(token %12) ]
          to label %26 unwind label %140

26:                                               ; preds = %17
  call void @__cxa_end_catch() #2 [ "funclet"(token %12) ]
  catchret from %12 to label %27

27:                                               ; preds = %26
  br label %29

28:                                               ; preds = %11
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %12) ]
  unreachable

29:                                               ; preds = %27, %139
  invoke void @_ZL13throw_literalv()
          to label %138 unwind label %30

30:                                               ; preds = %29
  %31 = catchswitch within none [label %32] unwind to caller

32:                                               ; preds = %30
  %33 = catchpad within %31 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %34 = call i8* @llvm.wasm.get.exception(token %33)
  store i8* %34, i8** %2, align 4
  %35 = call i32 @llvm.wasm.get.ehselector(token %33)
  %36 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #2
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %48

38:                                               ; preds = %32
  %39 = load i8*, i8** %2, align 4
  %40 = call i8* @__cxa_begin_catch(i8* %39) #2 [ "funclet"(token %33) ]
  %41 = getelementptr i8, i8* %39, i32 32
  %42 = bitcast i8* %41 to i8**
  store i8** %42, i8*** %4, align 4
  %43 = load i8**, i8*** %4, align 4
  %44 = load i8*, i8** %43, align 4
  %45 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i32 0, i32 0), i8* noundef %44) [ "funclet"(token %33) ]
          to label %46 unwind label %142

46:                                               ; preds = %38
  call void @__cxa_end_catch() #2 [ "funclet"(token %33) ]
  catchret from %33 to label %47

47:                                               ; preds = %46
  br label %49

48:                                               ; preds = %32
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %33) ]
  unreachable

49:                                               ; preds = %47, %138
  invoke void @_ZL11throw_arrayv()
          to label %137 unwind label %50

50:                                               ; preds = %49
  %51 = catchswitch within none [label %52] unwind to caller

52:                                               ; preds = %50
  %53 = catchpad within %51 [i8* bitcast (i8** @_ZTIPKc to i8*)]
  %54 = call i8* @llvm.wasm.get.exception(token %53)
  store i8* %54, i8** %2, align 4
  %55 = call i32 @llvm.wasm.get.ehselector(token %53)
  %56 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPKc to i8*)) #2
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %68

58:                                               ; preds = %52
  %59 = load i8*, i8** %2, align 4
  %60 = call i8* @__cxa_begin_catch(i8* %59) #2 [ "funclet"(token %53) ]
  %61 = getelementptr i8, i8* %59, i32 32
  %62 = bitcast i8* %61 to i8**
  store i8** %62, i8*** %5, align 4
  %63 = load i8**, i8*** %5, align 4
  %64 = load i8*, i8** %63, align 4
  %65 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([39 x i8], [39 x i8]* @.str.2, i32 0, i32 0), i8* noundef %64) [ "funclet"(token %53) ]
          to label %66 unwind label %144

66:                                               ; preds = %58
  call void @__cxa_end_catch() #2 [ "funclet"(token %53) ]
  catchret from %53 to label %67

67:                                               ; preds = %66
  br label %69

68:                                               ; preds = %52
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %53) ]
  unreachable

69:                                               ; preds = %67, %137
  invoke void @_ZL13throw_int_ptrv()
          to label %136 unwind label %70

70:                                               ; preds = %69
  %71 = catchswitch within none [label %72] unwind label %90

72:                                               ; preds = %70
  %73 = catchpad within %71 [i8* bitcast (i8** @_ZTIPi to i8*)]
  %74 = call i8* @llvm.wasm.get.exception(token %73)
  store i8* %74, i8** %2, align 4
  %75 = call i32 @llvm.wasm.get.ehselector(token %73)
  %76 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #2
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %89

78:                                               ; preds = %72
  %79 = load i8*, i8** %2, align 4
  %80 = call i8* @__cxa_begin_catch(i8* %79) #2 [ "funclet"(token %73) ]
  %81 = getelementptr i8, i8* %79, i32 32
  %82 = bitcast i8* %81 to i32**
  store i32** %82, i32*** %6, align 4
  %83 = load i32**, i32*** %6, align 4
  %84 = load i32*, i32** %83, align 4
  %85 = load i32, i32* %84, align 4
  %86 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i32 0, i32 0), i32 noundef %85) [ "funclet"(token %73) ]
          to label %87 unwind label %146

87:                                               ; preds = %78
  %88 = load i32**, i32*** %6, align 4
  store i32* @_ZL5other, i32** %88, align 4
  invoke void @__cxa_rethrow() #5 [ "funclet"(token %73) ]
          to label %152 unwind label %146

89:                                               ; preds = %72
  invoke void @llvm.wasm.rethrow() #5 [ "funclet"(token %73) ]
          to label %152 unwind label %90

90:                                               ; preds = %89, %146, %70
  %91 = catchswitch within none [label %92] unwind to caller

92:                                               ; preds = %90
  %93 = catchpad within %91 [i8* bitcast (i8** @_ZTIPi to i8*)]
  %94 = call i8* @llvm.wasm.get.exception(token %93)
  store i8* %94, i8** %2, align 4
  %95 = call i32 @llvm.wasm.get.ehselector(token %93)
  %96 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #2
  %97 = icmp eq i32 %95, %96
  br i1 %97, label %98, label %109

98:                                               ; preds = %92
  %99 = load i8*, i8** %2, align 4
  %100 = call i8* @__cxa_begin_catch(i8* %99) #2 [ "funclet"(token %93) ]
  %101 = getelementptr i8, i8* %99, i32 32
  %102 = bitcast i8* %101 to i32**
  store i32** %102, i32*** %7, align 4
  %103 = load i32**, i32*** %7, align 4
  %104 = load i32*, i32** %103, align 4
  %105 = load i32, i32* %104, align 4
  %106 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str.4, i32 0, i32 0), i32 noundef %105) [ "funclet"(token %93) ]
          to label %107 unwind label %148

107:                                              ; preds = %98
  call void @__cxa_end_catch() #2 [ "funclet"(token %93) ]
  catchret from %93 to label %108

108:                                              ; preds = %107
  br label %110

109:                                              ; preds = %92
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %93) ]
  unreachable

110:                                              ; preds = %108, %135
  invoke void @_ZL10throw_nullv()
          to label %134 unwind label %111

111:                                              ; preds = %110
  %112 = catchswitch within none [label %113] unwind to caller

113:                                              ; preds = %111
  %114 = catchpad within %112 [i8* bitcast (i8** @_ZTIPi to i8*)]
  %115 = call i8* @llvm.wasm.get.exception(token %114)
  store i8* %115, i8** %2, align 4
  %116 = call i32 @llvm.wasm.get.ehselector(token %114)
  %117 = call i32 @llvm.eh.typeid.for(i8* bitcast (i8** @_ZTIPi to i8*)) #2
  %118 = icmp eq i32 %116, %117
  br i1 %118, label %119, label %131

119:                                              ; preds = %113
  %120 = load i8*, i8** %2, align 4
  %121 = call i8* @__cxa_begin_catch(i8* %120) #2 [ "funclet"(token %114) ]
  %122 = getelementptr i8, i8* %120, i32 32
  %123 = bitcast i8* %122 to i32**
  store i32** %123, i32*** %8, align 4
  %124 = load i32**, i32*** %8, align 4
  %125 = load i32*, i32** %124, align 4
  %126 = icmp eq i32* %125, null
  %127 = zext i1 %126 to i32
  %128 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.5, i32 0, i32 0), i32 noundef %127) [ "funclet"(token %114) ]
          to label %129 unwind label %150

129:                                              ; preds = %119
  call void @__cxa_end_catch() #2 [ "funclet"(token %114) ]
  catchret from %114 to label %130

130:                                              ; preds = %129
  br label %132

131:                                              ; preds = %113
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %114) ]
  unreachable

132:                                              ; preds = %130, %134
  %133 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.6, i32 0, i32 0))
  ret i32 0

134:                                              ; preds = %110
  br label %132

135:                                              ; preds = %136
  br label %110

136:                                              ; preds = %69
  br label %135

137:                                              ; preds = %49
  br label %69

138:                                              ; preds = %29
  br label %49

139:                                              ; preds = %0
  br label %29

140:                                              ; preds = %17
  %141 = cleanuppad within %12 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %141) ]
  cleanupret from %141 unwind to caller

142:                                              ; preds = %38
  %143 = cleanuppad within %33 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %143) ]
  cleanupret from %143 unwind to caller

144:                                              ; preds = %58
  %145 = cleanuppad within %53 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %145) ]
  cleanupret from %145 unwind to caller

146:                                              ; preds = %87, %78
  %147 = cleanuppad within %73 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %147) ]
  cleanupret from %147 unwind label %90

148:                                              ; preds = %98
  %149 = cleanuppad within %93 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %149) ]
  cleanupret from %149 unwind to caller

150:                                              ; preds = %119
  %151 = cleanuppad within %114 []
  call void @__cxa_end_catch() #2 [ "funclet"(token %151) ]
  cleanupret from %151 unwind to caller

152:                                              ; preds = %89, %87
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13throw_int_ptrv() #1 {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to i32**
  store i32* @_ZL5value, i32** %2, align 16
  call void @__cxa_throw(i8* %1, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
  unreachable
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

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL13throw_literalv() #1 {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to i8**
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @.str.7, i32 0, i32 0), i8** %2, align 16
  call void @__cxa_throw(i8* %1, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #5
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL11throw_arrayv() #1 {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to i8**
  store i8* getelementptr inbounds ([17 x i8], [17 x i8]* @_ZL4text, i32 0, i32 0), i8** %2, align 16
  call void @__cxa_throw(i8* %1, i8* bitcast (i8** @_ZTIPKc to i8*), i8* null) #5
  unreachable
}

declare void @__cxa_rethrow()

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL10throw_nullv() #1 {
  %1 = call i8* @__cxa_allocate_exception(i32 4) #2
  %2 = bitcast i8* %1 to i32**
  store i32* null, i32** %2, align 16
  call void @__cxa_throw(i8* %1, i8* bitcast (i8** @_ZTIPi to i8*), i8* null) #5
  unreachable
}

declare i8* @__cxa_allocate_exception(i32)

declare void @__cxa_throw(i8*, i8*, i8*)

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #2 = { nounwind }
attributes #3 = { nounwind readnone }
attributes #4 = { "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling" }
attributes #5 = { noreturn }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
