; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

%struct.Elem = type { i32 }

$_ZN4ElemC2Ev = comdat any

$_ZN4ElemD2Ev = comdat any

$_ZN4ElemC2Ei = comdat any

$_ZN4ElemnaEm = comdat any

$_ZN4ElemdaEPv = comdat any

@_ZL7counter = internal global i32 0, align 4
@_ZL7fail_at = internal global i32 0, align 4
@_ZTIi = external constant ptr
@.str = private unnamed_addr constant [7 x i8] c"never\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"caught %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"never %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"Elem(%d)\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"~Elem(%d)\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"Elem(%d) explicit\0A\00", align 1
@.str.6 = private unnamed_addr constant [22 x i8] c"Elem::operator new[]\0A\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"Elem::operator delete[]\0A\00", align 1

@__main_void = hidden alias i32 (), ptr @main

; Function Attrs: mustprogress noinline norecurse optnone
define hidden noundef i32 @main() #0 personality ptr @__gxx_wasm_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 16
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca [4 x %struct.Elem], align 16
  %6 = alloca ptr, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr @_ZL7counter, align 4
  store i32 4, ptr @_ZL7fail_at, align 4
  %11 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %12 = getelementptr inbounds %struct.Elem, ptr %11, i32 6
  br label %13

13:                                               ; preds = %16, %0
  %14 = phi ptr [ %11, %0 ], [ %17, %16 ]
  %15 = invoke noundef ptr @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %14)
          to label %16 unwind label %30

16:                                               ; preds = %13
  %17 = getelementptr inbounds %struct.Elem, ptr %14, i32 1
  %18 = icmp eq ptr %17, %12
  br i1 %18, label %19, label %13

19:                                               ; preds = %16
  %20 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %21 unwind label %39

21:                                               ; preds = %19
  %22 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %23 = getelementptr inbounds %struct.Elem, ptr %22, i32 6
  br label %24

24:                                               ; preds = %24, %21
  %25 = phi ptr [ %23, %21 ], [ %26, %24 ]
  %26 = getelementptr inbounds %struct.Elem, ptr %25, i32 -1
  %27 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %26) #8
  %28 = icmp eq ptr %26, %22
  br i1 %28, label %29, label %24

29:                                               ; preds = %24
  br label %66

30:                                               ; preds = %13
  %31 = cleanuppad within none []
  %32 = icmp eq ptr %11, %14
  br i1 %32, label %38, label %33

33:                                               ; preds = %33, %30
  %34 = phi ptr [ %14, %30 ], [ %35, %33 ]
  %35 = getelementptr inbounds %struct.Elem, ptr %34, i32 -1
  %36 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %35) #8 [ "funclet"(token %31) ]
  %37 = icmp eq ptr %35, %11
  br i1 %37, label %38, label %33

38:                                               ; preds = %33, %30
  cleanupret from %31 unwind label %49

39:                                               ; preds = %19
  %40 = cleanuppad within none []
  %41 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %42 = getelementptr inbounds %struct.Elem, ptr %41, i32 6
  br label %43

43:                                               ; preds = %43, %39
  %44 = phi ptr [ %42, %39 ], [ %45, %43 ]
  %45 = getelementptr inbounds %struct.Elem, ptr %44, i32 -1
  %46 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %45) #8 [ "funclet"(token %40) ]
  %47 = icmp eq ptr %45, %41
  br i1 %47, label %48, label %43

48:                                               ; preds = %43
  cleanupret from %40 unwind label %49

49:                                               ; preds = %48, %38
  %50 = catchswitch within none [label %51] unwind to caller

51:                                               ; preds = %49
  %52 = catchpad within %50 [ptr @_ZTIi]
  %53 = call ptr @llvm.wasm.get.exception(token %52)
  store ptr %53, ptr %3, align 4
  %54 = call i32 @llvm.wasm.get.ehselector(token %52)
  %55 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %65

57:                                               ; preds = %51
  %58 = load ptr, ptr %3, align 4
  %59 = call ptr @__cxa_begin_catch(ptr %58) #8 [ "funclet"(token %52) ]
  %60 = load i32, ptr %59, align 4
  store i32 %60, ptr %4, align 4
  %61 = load i32, ptr %4, align 4
  %62 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %61) [ "funclet"(token %52) ]
          to label %63 unwind label %88

63:                                               ; preds = %57
  call void @__cxa_end_catch() #8 [ "funclet"(token %52) ]
  catchret from %52 to label %64

64:                                               ; preds = %63
  br label %66

65:                                               ; preds = %51
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %52) ]
  unreachable

66:                                               ; preds = %64, %29
  store i32 30, ptr @_ZL7fail_at, align 4
  store ptr %5, ptr %6, align 4
  %67 = invoke noundef ptr @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef 10)
          to label %68 unwind label %90

68:                                               ; preds = %66
  %69 = getelementptr inbounds %struct.Elem, ptr %5, i32 1
  store ptr %69, ptr %6, align 4
  %70 = invoke noundef ptr @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %69, i32 noundef 20)
          to label %71 unwind label %90

71:                                               ; preds = %68
  %72 = getelementptr inbounds %struct.Elem, ptr %5, i32 2
  store ptr %72, ptr %6, align 4
  %73 = invoke noundef ptr @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %72, i32 noundef 30)
          to label %74 unwind label %90

74:                                               ; preds = %71
  %75 = getelementptr inbounds %struct.Elem, ptr %5, i32 3
  store ptr %75, ptr %6, align 4
  %76 = invoke noundef ptr @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %75, i32 noundef 40)
          to label %77 unwind label %90

77:                                               ; preds = %74
  %78 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %79 unwind label %100

79:                                               ; preds = %77
  %80 = getelementptr inbounds [4 x %struct.Elem], ptr %5, i32 0, i32 0
  %81 = getelementptr inbounds %struct.Elem, ptr %80, i32 4
  br label %82

82:                                               ; preds = %82, %79
  %83 = phi ptr [ %81, %79 ], [ %84, %82 ]
  %84 = getelementptr inbounds %struct.Elem, ptr %83, i32 -1
  %85 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %84) #8
  %86 = icmp eq ptr %84, %80
  br i1 %86, label %87, label %82

87:                                               ; preds = %82
  br label %127

88:                                               ; preds = %57
  %89 = cleanuppad within %52 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %89) ]
  cleanupret from %89 unwind to caller

90:                                               ; preds = %74, %71, %68, %66
  %91 = cleanuppad within none []
  %92 = load ptr, ptr %6, align 4
  %93 = icmp eq ptr %5, %92
  br i1 %93, label %99, label %94

94:                                               ; preds = %94, %90
  %95 = phi ptr [ %92, %90 ], [ %96, %94 ]
  %96 = getelementptr inbounds %struct.Elem, ptr %95, i32 -1
  %97 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %96) #8 [ "funclet"(token %91) ]
  %98 = icmp eq ptr %96, %5
  br i1 %98, label %99, label %94

99:                                               ; preds = %94, %90
  cleanupret from %91 unwind label %110

100:                                              ; preds = %77
  %101 = cleanuppad within none []
  %102 = getelementptr inbounds [4 x %struct.Elem], ptr %5, i32 0, i32 0
  %103 = getelementptr inbounds %struct.Elem, ptr %102, i32 4
  br label %104

104:                                              ; preds = %104, %100
  %105 = phi ptr [ %103, %100 ], [ %106, %104 ]
  %106 = getelementptr inbounds %struct.Elem, ptr %105, i32 -1
  %107 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %106) #8 [ "funclet"(token %101) ]
  %108 = icmp eq ptr %106, %102
  br i1 %108, label %109, label %104

109:                                              ; preds = %104
  cleanupret from %101 unwind label %110

110:                                              ; preds = %109, %99
  %111 = catchswitch within none [label %112] unwind to caller

112:                                              ; preds = %110
  %113 = catchpad within %111 [ptr @_ZTIi]
  %114 = call ptr @llvm.wasm.get.exception(token %113)
  store ptr %114, ptr %3, align 4
  %115 = call i32 @llvm.wasm.get.ehselector(token %113)
  %116 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %117 = icmp eq i32 %115, %116
  br i1 %117, label %118, label %126

118:                                              ; preds = %112
  %119 = load ptr, ptr %3, align 4
  %120 = call ptr @__cxa_begin_catch(ptr %119) #8 [ "funclet"(token %113) ]
  %121 = load i32, ptr %120, align 4
  store i32 %121, ptr %7, align 4
  %122 = load i32, ptr %7, align 4
  %123 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %122) [ "funclet"(token %113) ]
          to label %124 unwind label %187

124:                                              ; preds = %118
  call void @__cxa_end_catch() #8 [ "funclet"(token %113) ]
  catchret from %113 to label %125

125:                                              ; preds = %124
  br label %127

126:                                              ; preds = %112
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %113) ]
  unreachable

127:                                              ; preds = %125, %87
  store i32 100, ptr @_ZL7counter, align 4
  store i32 103, ptr @_ZL7fail_at, align 4
  %128 = invoke noundef ptr @_ZN4ElemnaEm(i32 noundef 24)
          to label %129 unwind label %144

129:                                              ; preds = %127
  store i32 5, ptr %128, align 4
  %130 = getelementptr inbounds i8, ptr %128, i32 4
  %131 = getelementptr inbounds %struct.Elem, ptr %130, i32 5
  br label %132

132:                                              ; preds = %135, %129
  %133 = phi ptr [ %130, %129 ], [ %136, %135 ]
  %134 = invoke noundef ptr @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %133)
          to label %135 unwind label %189

135:                                              ; preds = %132
  %136 = getelementptr inbounds %struct.Elem, ptr %133, i32 1
  %137 = icmp eq ptr %136, %131
  br i1 %137, label %138, label %132

138:                                              ; preds = %135
  store ptr %130, ptr %8, align 4
  %139 = load ptr, ptr %8, align 4
  %140 = getelementptr inbounds %struct.Elem, ptr %139, i32 0
  %141 = getelementptr inbounds %struct.Elem, ptr %140, i32 0, i32 0
  %142 = load i32, ptr %141, align 4
  %143 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %142)
          to label %186 unwind label %144

144:                                              ; preds = %138, %198, %127
  %145 = catchswitch within none [label %146] unwind to caller

146:                                              ; preds = %144
  %147 = catchpad within %145 [ptr @_ZTIi]
  %148 = call ptr @llvm.wasm.get.exception(token %147)
  store ptr %148, ptr %3, align 4
  %149 = call i32 @llvm.wasm.get.ehselector(token %147)
  %150 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #8
  %151 = icmp eq i32 %149, %150
  br i1 %151, label %152, label %160

152:                                              ; preds = %146
  %153 = load ptr, ptr %3, align 4
  %154 = call ptr @__cxa_begin_catch(ptr %153) #8 [ "funclet"(token %147) ]
  %155 = load i32, ptr %154, align 4
  store i32 %155, ptr %9, align 4
  %156 = load i32, ptr %9, align 4
  %157 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %156) [ "funclet"(token %147) ]
          to label %158 unwind label %200

158:                                              ; preds = %152
  call void @__cxa_end_catch() #8 [ "funclet"(token %147) ]
  catchret from %147 to label %159

159:                                              ; preds = %158
  br label %161

160:                                              ; preds = %146
  call void @llvm.wasm.rethrow() #6 [ "funclet"(token %147) ]
  unreachable

161:                                              ; preds = %159, %186
  store i32 0, ptr @_ZL7fail_at, align 4
  store i32 200, ptr @_ZL7counter, align 4
  %162 = call noundef ptr @_ZN4ElemnaEm(i32 noundef 12)
  store i32 2, ptr %162, align 4
  %163 = getelementptr inbounds i8, ptr %162, i32 4
  %164 = getelementptr inbounds %struct.Elem, ptr %163, i32 2
  br label %165

165:                                              ; preds = %168, %161
  %166 = phi ptr [ %163, %161 ], [ %169, %168 ]
  %167 = invoke noundef ptr @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %166)
          to label %168 unwind label %202

168:                                              ; preds = %165
  %169 = getelementptr inbounds %struct.Elem, ptr %166, i32 1
  %170 = icmp eq ptr %169, %164
  br i1 %170, label %171, label %165

171:                                              ; preds = %168
  store ptr %163, ptr %10, align 4
  %172 = load ptr, ptr %10, align 4
  %173 = icmp eq ptr %172, null
  br i1 %173, label %185, label %174

174:                                              ; preds = %171
  %175 = getelementptr inbounds i8, ptr %172, i32 -4
  %176 = load i32, ptr %175, align 4
  %177 = getelementptr inbounds %struct.Elem, ptr %172, i32 %176
  %178 = icmp eq ptr %172, %177
  br i1 %178, label %184, label %179

179:                                              ; preds = %179, %174
  %180 = phi ptr [ %177, %174 ], [ %181, %179 ]
  %181 = getelementptr inbounds %struct.Elem, ptr %180, i32 -1
  %182 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %181) #8
  %183 = icmp eq ptr %181, %172
  br i1 %183, label %184, label %179

184:                                              ; preds = %179, %174
  call void @_ZN4ElemdaEPv(ptr noundef %175) #8
  br label %185

185:                                              ; preds = %184, %171
  ret i32 0

186:                                              ; preds = %138
  br label %161

187:                                              ; preds = %118
  %188 = cleanuppad within %113 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %188) ]
  cleanupret from %188 unwind to caller

189:                                              ; preds = %132
  %190 = cleanuppad within none []
  %191 = icmp eq ptr %130, %133
  br i1 %191, label %197, label %192

192:                                              ; preds = %192, %189
  %193 = phi ptr [ %133, %189 ], [ %194, %192 ]
  %194 = getelementptr inbounds %struct.Elem, ptr %193, i32 -1
  %195 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %194) #8 [ "funclet"(token %190) ]
  %196 = icmp eq ptr %194, %130
  br i1 %196, label %197, label %192

197:                                              ; preds = %192, %189
  cleanupret from %190 unwind label %198

198:                                              ; preds = %197
  %199 = cleanuppad within none []
  call void @_ZN4ElemdaEPv(ptr noundef %128) #8 [ "funclet"(token %199) ]
  cleanupret from %199 unwind label %144

200:                                              ; preds = %152
  %201 = cleanuppad within %147 []
  call void @__cxa_end_catch() #8 [ "funclet"(token %201) ]
  cleanupret from %201 unwind to caller

202:                                              ; preds = %165
  %203 = cleanuppad within none []
  %204 = icmp eq ptr %163, %166
  br i1 %204, label %210, label %205

205:                                              ; preds = %205, %202
  %206 = phi ptr [ %166, %202 ], [ %207, %205 ]
  %207 = getelementptr inbounds %struct.Elem, ptr %206, i32 -1
  %208 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %207) #8 [ "funclet"(token %203) ]
  %209 = icmp eq ptr %207, %163
  br i1 %209, label %210, label %205

210:                                              ; preds = %205, %202
  cleanupret from %203 unwind label %211

211:                                              ; preds = %210
  %212 = cleanuppad within none []
  call void @_ZN4ElemdaEPv(ptr noundef %162) #8 [ "funclet"(token %212) ]
  cleanupret from %212 unwind to caller
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN4ElemC2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #1 comdat {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %5 = load i32, ptr @_ZL7counter, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @_ZL7counter, align 4
  store i32 %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %8)
  %10 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr @_ZL7fail_at, align 4
  %13 = icmp eq i32 %11, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %1
  %15 = call ptr @__cxa_allocate_exception(i32 4) #8
  %16 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 16
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #6
  unreachable

18:                                               ; preds = %1
  ret ptr %3
}

declare i32 @__gxx_wasm_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull returned align 4 dereferenceable(4) %0) unnamed_addr #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret ptr %3

8:                                                ; preds = %1
  %9 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %9) ]
  unreachable
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.wasm.get.exception(token) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i32 @llvm.wasm.get.ehselector(token) #4

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: noreturn
declare void @llvm.wasm.rethrow() #6

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN4ElemC2Ei(ptr noundef nonnull returned align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 comdat {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %4, align 4
  store i32 %7, ptr %6, align 4
  %8 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %9)
  %11 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr @_ZL7fail_at, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %19

15:                                               ; preds = %2
  %16 = call ptr @__cxa_allocate_exception(i32 4) #8
  %17 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 16
  call void @__cxa_throw(ptr %16, ptr @_ZTIi, ptr null) #6
  unreachable

19:                                               ; preds = %2
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr hidden noundef ptr @_ZN4ElemnaEm(i32 noundef %0) #1 comdat {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %4 = load i32, ptr %2, align 4
  %5 = call ptr @malloc(i32 noundef %4) #10
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr hidden void @_ZN4ElemdaEPv(ptr noundef %0) #2 comdat personality ptr @__gxx_wasm_personality_v0 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7)
          to label %4 unwind label %7

4:                                                ; preds = %1
  %5 = load ptr, ptr %2, align 4
  invoke void @free(ptr noundef %5)
          to label %6 unwind label %7

6:                                                ; preds = %4
  ret void

7:                                                ; preds = %4, %1
  %8 = cleanuppad within none []
  call void @_ZSt9terminatev() #9 [ "funclet"(token %8) ]
  unreachable
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

declare void @_ZSt9terminatev()

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #7

declare void @free(ptr noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #1 = { mustprogress noinline optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #2 = { mustprogress noinline nounwind optnone "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind memory(none) }
attributes #6 = { noreturn }
attributes #7 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+exception-handling,+multivalue,+mutable-globals,+reference-types,+sign-ext" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }
attributes #10 = { allocsize(0) }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
