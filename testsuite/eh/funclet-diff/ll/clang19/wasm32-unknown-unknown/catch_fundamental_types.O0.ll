; ModuleID = 'catch_fundamental_types.cpp'
source_filename = "catch_fundamental_types.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

$_ZTS5Color = comdat any

$_ZTI5Color = comdat any

$_ZTS4Mode = comdat any

$_ZTI4Mode = comdat any

@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@_ZTIc = external constant ptr
@_ZTIb = external constant ptr
@_ZTIx = external constant ptr
@_ZTVN10__cxxabiv116__enum_type_infoE = external global [0 x ptr]
@_ZTS5Color = linkonce_odr hidden constant [7 x i8] c"5Color\00", comdat, align 1
@_ZTI5Color = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2), ptr @_ZTS5Color }, comdat, align 4
@_ZTS4Mode = linkonce_odr hidden constant [6 x i8] c"4Mode\00", comdat, align 1
@_ZTI4Mode = linkonce_odr hidden constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv116__enum_type_infoE, i32 2), ptr @_ZTS4Mode }, comdat, align 4
@_ZTIs = external constant ptr
@_ZTIf = external constant ptr
@_ZTIh = external constant ptr
@.str = private unnamed_addr constant [22 x i8] c"%d: unsigned char %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"%d: float %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%d: short %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%d: Mode %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"%d: Color %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"%d: long long %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [13 x i8] c"%d: bool %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"%d: char %c\0A\00", align 1
@.str.8 = private unnamed_addr constant [15 x i8] c"%d: double %d\0A\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"%d: wrong int %d\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i8, align 1
  %5 = alloca float, align 4
  %6 = alloca i16, align 2
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %14

14:                                               ; preds = %158, %0
  %15 = load i32, ptr %2, align 4
  %16 = icmp slt i32 %15, 9
  br i1 %16, label %17, label %182

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  invoke void @_ZL7throweri(i32 noundef %18)
          to label %161 unwind label %19

19:                                               ; preds = %17
  %20 = catchswitch within none [label %21] unwind to caller

21:                                               ; preds = %19
  %22 = catchpad within %20 [ptr @_ZTIi, ptr @_ZTId, ptr @_ZTIc, ptr @_ZTIb, ptr @_ZTIx, ptr @_ZTI5Color, ptr @_ZTI4Mode, ptr @_ZTIs, ptr @_ZTIf, ptr @_ZTIh]
  %23 = call ptr @llvm.wasm.get.exception(token %22)
  store ptr %23, ptr %3, align 4
  %24 = call i32 @llvm.wasm.get.ehselector(token %22)
  %25 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #6
  %26 = icmp eq i32 %24, %25
  br i1 %26, label %27, label %36

27:                                               ; preds = %21
  %28 = load ptr, ptr %3, align 4
  %29 = call ptr @__cxa_begin_catch(ptr %28) #6 [ "funclet"(token %22) ]
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %13, align 4
  %31 = load i32, ptr %2, align 4
  %32 = load i32, ptr %13, align 4
  %33 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %31, i32 noundef %32) [ "funclet"(token %22) ]
          to label %34 unwind label %180

34:                                               ; preds = %27
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %35

35:                                               ; preds = %34
  br label %157

36:                                               ; preds = %21
  %37 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTId) #6
  %38 = icmp eq i32 %24, %37
  br i1 %38, label %39, label %50

39:                                               ; preds = %36
  %40 = load ptr, ptr %3, align 4
  %41 = call ptr @__cxa_begin_catch(ptr %40) #6 [ "funclet"(token %22) ]
  %42 = load double, ptr %41, align 8
  store double %42, ptr %12, align 8
  %43 = load i32, ptr %2, align 4
  %44 = load double, ptr %12, align 8
  %45 = fmul double %44, 1.000000e+03
  %46 = fptosi double %45 to i32
  %47 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %43, i32 noundef %46) [ "funclet"(token %22) ]
          to label %48 unwind label %178

48:                                               ; preds = %39
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %49

49:                                               ; preds = %48
  br label %157

50:                                               ; preds = %36
  %51 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIc) #6
  %52 = icmp eq i32 %24, %51
  br i1 %52, label %53, label %63

53:                                               ; preds = %50
  %54 = load ptr, ptr %3, align 4
  %55 = call ptr @__cxa_begin_catch(ptr %54) #6 [ "funclet"(token %22) ]
  %56 = load i8, ptr %55, align 1
  store i8 %56, ptr %11, align 1
  %57 = load i32, ptr %2, align 4
  %58 = load i8, ptr %11, align 1
  %59 = sext i8 %58 to i32
  %60 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %57, i32 noundef %59) [ "funclet"(token %22) ]
          to label %61 unwind label %176

61:                                               ; preds = %53
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %62

62:                                               ; preds = %61
  br label %157

63:                                               ; preds = %50
  %64 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIb) #6
  %65 = icmp eq i32 %24, %64
  br i1 %65, label %66, label %79

66:                                               ; preds = %63
  %67 = load ptr, ptr %3, align 4
  %68 = call ptr @__cxa_begin_catch(ptr %67) #6 [ "funclet"(token %22) ]
  %69 = load i8, ptr %68, align 1
  %70 = trunc i8 %69 to i1
  %71 = zext i1 %70 to i8
  store i8 %71, ptr %10, align 1
  %72 = load i32, ptr %2, align 4
  %73 = load i8, ptr %10, align 1
  %74 = trunc i8 %73 to i1
  %75 = zext i1 %74 to i32
  %76 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %72, i32 noundef %75) [ "funclet"(token %22) ]
          to label %77 unwind label %174

77:                                               ; preds = %66
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %78

78:                                               ; preds = %77
  br label %157

79:                                               ; preds = %63
  %80 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIx) #6
  %81 = icmp eq i32 %24, %80
  br i1 %81, label %82, label %91

82:                                               ; preds = %79
  %83 = load ptr, ptr %3, align 4
  %84 = call ptr @__cxa_begin_catch(ptr %83) #6 [ "funclet"(token %22) ]
  %85 = load i64, ptr %84, align 8
  store i64 %85, ptr %9, align 8
  %86 = load i32, ptr %2, align 4
  %87 = load i64, ptr %9, align 8
  %88 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %86, i64 noundef %87) [ "funclet"(token %22) ]
          to label %89 unwind label %172

89:                                               ; preds = %82
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %90

90:                                               ; preds = %89
  br label %157

91:                                               ; preds = %79
  %92 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5Color) #6
  %93 = icmp eq i32 %24, %92
  br i1 %93, label %94, label %103

94:                                               ; preds = %91
  %95 = load ptr, ptr %3, align 4
  %96 = call ptr @__cxa_begin_catch(ptr %95) #6 [ "funclet"(token %22) ]
  %97 = load i32, ptr %96, align 4
  store i32 %97, ptr %8, align 4
  %98 = load i32, ptr %2, align 4
  %99 = load i32, ptr %8, align 4
  %100 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %98, i32 noundef %99) [ "funclet"(token %22) ]
          to label %101 unwind label %170

101:                                              ; preds = %94
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %102

102:                                              ; preds = %101
  br label %157

103:                                              ; preds = %91
  %104 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI4Mode) #6
  %105 = icmp eq i32 %24, %104
  br i1 %105, label %106, label %116

106:                                              ; preds = %103
  %107 = load ptr, ptr %3, align 4
  %108 = call ptr @__cxa_begin_catch(ptr %107) #6 [ "funclet"(token %22) ]
  %109 = load i8, ptr %108, align 1
  store i8 %109, ptr %7, align 1
  %110 = load i32, ptr %2, align 4
  %111 = load i8, ptr %7, align 1
  %112 = zext i8 %111 to i32
  %113 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %110, i32 noundef %112) [ "funclet"(token %22) ]
          to label %114 unwind label %168

114:                                              ; preds = %106
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %115

115:                                              ; preds = %114
  br label %157

116:                                              ; preds = %103
  %117 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIs) #6
  %118 = icmp eq i32 %24, %117
  br i1 %118, label %119, label %129

119:                                              ; preds = %116
  %120 = load ptr, ptr %3, align 4
  %121 = call ptr @__cxa_begin_catch(ptr %120) #6 [ "funclet"(token %22) ]
  %122 = load i16, ptr %121, align 2
  store i16 %122, ptr %6, align 2
  %123 = load i32, ptr %2, align 4
  %124 = load i16, ptr %6, align 2
  %125 = sext i16 %124 to i32
  %126 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %123, i32 noundef %125) [ "funclet"(token %22) ]
          to label %127 unwind label %166

127:                                              ; preds = %119
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %128

128:                                              ; preds = %127
  br label %157

129:                                              ; preds = %116
  %130 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIf) #6
  %131 = icmp eq i32 %24, %130
  br i1 %131, label %132, label %143

132:                                              ; preds = %129
  %133 = load ptr, ptr %3, align 4
  %134 = call ptr @__cxa_begin_catch(ptr %133) #6 [ "funclet"(token %22) ]
  %135 = load float, ptr %134, align 4
  store float %135, ptr %5, align 4
  %136 = load i32, ptr %2, align 4
  %137 = load float, ptr %5, align 4
  %138 = fmul float %137, 1.000000e+01
  %139 = fptosi float %138 to i32
  %140 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %136, i32 noundef %139) [ "funclet"(token %22) ]
          to label %141 unwind label %164

141:                                              ; preds = %132
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %142

142:                                              ; preds = %141
  br label %157

143:                                              ; preds = %129
  %144 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIh) #6
  %145 = icmp eq i32 %24, %144
  br i1 %145, label %146, label %156

146:                                              ; preds = %143
  %147 = load ptr, ptr %3, align 4
  %148 = call ptr @__cxa_begin_catch(ptr %147) #6 [ "funclet"(token %22) ]
  %149 = load i8, ptr %148, align 1
  store i8 %149, ptr %4, align 1
  %150 = load i32, ptr %2, align 4
  %151 = load i8, ptr %4, align 1
  %152 = zext i8 %151 to i32
  %153 = invoke i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %150, i32 noundef %152) [ "funclet"(token %22) ]
          to label %154 unwind label %162

154:                                              ; preds = %146
  call void @__cxa_end_catch() #6 [ "funclet"(token %22) ]
  catchret from %22 to label %155

155:                                              ; preds = %154
  br label %157

156:                                              ; preds = %143
  call void @llvm.wasm.rethrow() #5 [ "funclet"(token %22) ]
  unreachable

157:                                              ; preds = %35, %49, %62, %78, %90, %102, %115, %128, %142, %155, %161
  br label %158

158:                                              ; preds = %157
  %159 = load i32, ptr %2, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %2, align 4
  br label %14, !llvm.loop !2

161:                                              ; preds = %17
  br label %157

162:                                              ; preds = %146
  %163 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %163) ]
  cleanupret from %163 unwind to caller

164:                                              ; preds = %132
  %165 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %165) ]
  cleanupret from %165 unwind to caller

166:                                              ; preds = %119
  %167 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %167) ]
  cleanupret from %167 unwind to caller

168:                                              ; preds = %106
  %169 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %169) ]
  cleanupret from %169 unwind to caller

170:                                              ; preds = %94
  %171 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %171) ]
  cleanupret from %171 unwind to caller

172:                                              ; preds = %82
  %173 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %173) ]
  cleanupret from %173 unwind to caller

174:                                              ; preds = %66
  %175 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %175) ]
  cleanupret from %175 unwind to caller

176:                                              ; preds = %53
  %177 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %177) ]
  cleanupret from %177 unwind to caller

178:                                              ; preds = %39
  %179 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %179) ]
  cleanupret from %179 unwind to caller

180:                                              ; preds = %27
  %181 = cleanuppad within %22 []
  call void @__cxa_end_catch() #6 [ "funclet"(token %181) ]
  cleanupret from %181 unwind to caller

182:                                              ; preds = %14
  ret i32 0
}

; Function Attrs: mustprogress noinline optnone
define internal void @_ZL7throweri(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  switch i32 %3, label %20 [
    i32 0, label %4
    i32 1, label %6
    i32 2, label %8
    i32 3, label %10
    i32 4, label %12
    i32 5, label %14
    i32 6, label %16
    i32 7, label %18
  ]

4:                                                ; preds = %1
  %5 = call ptr @__cxa_allocate_exception(i32 2) #6
  store i16 3, ptr %5, align 16
  call void @__cxa_throw(ptr %5, ptr @_ZTIs, ptr null) #5
  unreachable

6:                                                ; preds = %1
  %7 = call ptr @__cxa_allocate_exception(i32 4) #6
  store float 2.500000e+00, ptr %7, align 16
  call void @__cxa_throw(ptr %7, ptr @_ZTIf, ptr null) #5
  unreachable

8:                                                ; preds = %1
  %9 = call ptr @__cxa_allocate_exception(i32 1) #6
  store i8 -56, ptr %9, align 16
  call void @__cxa_throw(ptr %9, ptr @_ZTIh, ptr null) #5
  unreachable

10:                                               ; preds = %1
  %11 = call ptr @__cxa_allocate_exception(i32 4) #6
  store i32 2, ptr %11, align 16
  call void @__cxa_throw(ptr %11, ptr @_ZTI5Color, ptr null) #5
  unreachable

12:                                               ; preds = %1
  %13 = call ptr @__cxa_allocate_exception(i32 1) #6
  store i8 1, ptr %13, align 16
  call void @__cxa_throw(ptr %13, ptr @_ZTIb, ptr null) #5
  unreachable

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i32 1) #6
  store i8 120, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIc, ptr null) #5
  unreachable

16:                                               ; preds = %1
  %17 = call ptr @__cxa_allocate_exception(i32 8) #6
  store i64 123456789012, ptr %17, align 16
  call void @__cxa_throw(ptr %17, ptr @_ZTIx, ptr null) #5
  unreachable

18:                                               ; preds = %1
  %19 = call ptr @__cxa_allocate_exception(i32 1) #6
  store i8 7, ptr %19, align 16
  call void @__cxa_throw(ptr %19, ptr @_ZTI4Mode, ptr null) #5
  unreachable

20:                                               ; preds = %1
  %21 = call ptr @__cxa_allocate_exception(i32 8) #6
  store double 1.250000e-01, ptr %21, align 16
  call void @__cxa_throw(ptr %21, ptr @_ZTId, ptr null) #5
  unreachable
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #2

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #3

declare ptr @__cxa_begin_catch(ptr)

declare i32 @printf(ptr noundef, ...) #4

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #5

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
