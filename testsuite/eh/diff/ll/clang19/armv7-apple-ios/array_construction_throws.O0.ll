; ModuleID = 'array_construction_throws.cpp'
source_filename = "array_construction_throws.cpp"
target datalayout = "e-m:o-p:32:32-Fi8-f64:32:64-v64:32:64-v128:32:128-a:0:32-n32-S32"
target triple = "thumbv7-apple-ios5.0.0"

%struct.Elem = type { i32 }

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

; Function Attrs: mustprogress noinline norecurse optnone
define noundef i32 @main() #0 personality ptr @__gxx_personality_sj0 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x %struct.Elem], align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [4 x %struct.Elem], align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr @_ZL7counter, align 4
  store i32 4, ptr @_ZL7fail_at, align 4
  %12 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Elem, ptr %12, i32 6
  br label %14

14:                                               ; preds = %17, %0
  %15 = phi ptr [ %12, %0 ], [ %18, %17 ]
  %16 = invoke noundef ptr @_ZN4ElemC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %15)
          to label %17 unwind label %31

17:                                               ; preds = %14
  %18 = getelementptr inbounds %struct.Elem, ptr %15, i32 1
  %19 = icmp eq ptr %18, %13
  br i1 %19, label %20, label %14

20:                                               ; preds = %17
  %21 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %22 unwind label %42

22:                                               ; preds = %20
  %23 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %24 = getelementptr inbounds %struct.Elem, ptr %23, i32 6
  br label %25

25:                                               ; preds = %25, %22
  %26 = phi ptr [ %24, %22 ], [ %27, %25 ]
  %27 = getelementptr inbounds %struct.Elem, ptr %26, i32 -1
  %28 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %27) #7
  %29 = icmp eq ptr %27, %23
  br i1 %29, label %30, label %25

30:                                               ; preds = %25
  br label %65

31:                                               ; preds = %14
  %32 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %33 = extractvalue { ptr, i32 } %32, 0
  store ptr %33, ptr %3, align 4
  %34 = extractvalue { ptr, i32 } %32, 1
  store i32 %34, ptr %4, align 4
  %35 = icmp eq ptr %12, %15
  br i1 %35, label %41, label %36

36:                                               ; preds = %36, %31
  %37 = phi ptr [ %15, %31 ], [ %38, %36 ]
  %38 = getelementptr inbounds %struct.Elem, ptr %37, i32 -1
  %39 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %38) #7
  %40 = icmp eq ptr %38, %12
  br i1 %40, label %41, label %36

41:                                               ; preds = %36, %31
  br label %54

42:                                               ; preds = %20
  %43 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %44 = extractvalue { ptr, i32 } %43, 0
  store ptr %44, ptr %3, align 4
  %45 = extractvalue { ptr, i32 } %43, 1
  store i32 %45, ptr %4, align 4
  %46 = getelementptr inbounds [6 x %struct.Elem], ptr %2, i32 0, i32 0
  %47 = getelementptr inbounds %struct.Elem, ptr %46, i32 6
  br label %48

48:                                               ; preds = %48, %42
  %49 = phi ptr [ %47, %42 ], [ %50, %48 ]
  %50 = getelementptr inbounds %struct.Elem, ptr %49, i32 -1
  %51 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %50) #7
  %52 = icmp eq ptr %50, %46
  br i1 %52, label %53, label %48

53:                                               ; preds = %48
  br label %54

54:                                               ; preds = %53, %41
  %55 = load i32, ptr %4, align 4
  %56 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %57 = icmp eq i32 %55, %56
  br i1 %57, label %58, label %217

58:                                               ; preds = %54
  %59 = load ptr, ptr %3, align 4
  %60 = call ptr @__cxa_begin_catch(ptr %59) #7
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %5, align 4
  %62 = load i32, ptr %5, align 4
  %63 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %62)
          to label %64 unwind label %87

64:                                               ; preds = %58
  call void @__cxa_end_catch() #7
  br label %65

65:                                               ; preds = %64, %30
  store i32 30, ptr @_ZL7fail_at, align 4
  store ptr %6, ptr %7, align 4
  %66 = invoke noundef ptr @_ZN4ElemC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %6, i32 noundef 10)
          to label %67 unwind label %91

67:                                               ; preds = %65
  %68 = getelementptr inbounds %struct.Elem, ptr %6, i32 1
  store ptr %68, ptr %7, align 4
  %69 = invoke noundef ptr @_ZN4ElemC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %68, i32 noundef 20)
          to label %70 unwind label %91

70:                                               ; preds = %67
  %71 = getelementptr inbounds %struct.Elem, ptr %6, i32 2
  store ptr %71, ptr %7, align 4
  %72 = invoke noundef ptr @_ZN4ElemC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %71, i32 noundef 30)
          to label %73 unwind label %91

73:                                               ; preds = %70
  %74 = getelementptr inbounds %struct.Elem, ptr %6, i32 3
  store ptr %74, ptr %7, align 4
  %75 = invoke noundef ptr @_ZN4ElemC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %74, i32 noundef 40)
          to label %76 unwind label %91

76:                                               ; preds = %73
  %77 = invoke i32 (ptr, ...) @printf(ptr noundef @.str)
          to label %78 unwind label %103

78:                                               ; preds = %76
  %79 = getelementptr inbounds [4 x %struct.Elem], ptr %6, i32 0, i32 0
  %80 = getelementptr inbounds %struct.Elem, ptr %79, i32 4
  br label %81

81:                                               ; preds = %81, %78
  %82 = phi ptr [ %80, %78 ], [ %83, %81 ]
  %83 = getelementptr inbounds %struct.Elem, ptr %82, i32 -1
  %84 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %83) #7
  %85 = icmp eq ptr %83, %79
  br i1 %85, label %86, label %81

86:                                               ; preds = %81
  br label %126

87:                                               ; preds = %58
  %88 = landingpad { ptr, i32 }
          cleanup
  %89 = extractvalue { ptr, i32 } %88, 0
  store ptr %89, ptr %3, align 4
  %90 = extractvalue { ptr, i32 } %88, 1
  store i32 %90, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %217

91:                                               ; preds = %73, %70, %67, %65
  %92 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %93 = extractvalue { ptr, i32 } %92, 0
  store ptr %93, ptr %3, align 4
  %94 = extractvalue { ptr, i32 } %92, 1
  store i32 %94, ptr %4, align 4
  %95 = load ptr, ptr %7, align 4
  %96 = icmp eq ptr %6, %95
  br i1 %96, label %102, label %97

97:                                               ; preds = %97, %91
  %98 = phi ptr [ %95, %91 ], [ %99, %97 ]
  %99 = getelementptr inbounds %struct.Elem, ptr %98, i32 -1
  %100 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %99) #7
  %101 = icmp eq ptr %99, %6
  br i1 %101, label %102, label %97

102:                                              ; preds = %97, %91
  br label %115

103:                                              ; preds = %76
  %104 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %105 = extractvalue { ptr, i32 } %104, 0
  store ptr %105, ptr %3, align 4
  %106 = extractvalue { ptr, i32 } %104, 1
  store i32 %106, ptr %4, align 4
  %107 = getelementptr inbounds [4 x %struct.Elem], ptr %6, i32 0, i32 0
  %108 = getelementptr inbounds %struct.Elem, ptr %107, i32 4
  br label %109

109:                                              ; preds = %109, %103
  %110 = phi ptr [ %108, %103 ], [ %111, %109 ]
  %111 = getelementptr inbounds %struct.Elem, ptr %110, i32 -1
  %112 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %111) #7
  %113 = icmp eq ptr %111, %107
  br i1 %113, label %114, label %109

114:                                              ; preds = %109
  br label %115

115:                                              ; preds = %114, %102
  %116 = load i32, ptr %4, align 4
  %117 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %118 = icmp eq i32 %116, %117
  br i1 %118, label %119, label %217

119:                                              ; preds = %115
  %120 = load ptr, ptr %3, align 4
  %121 = call ptr @__cxa_begin_catch(ptr %120) #7
  %122 = load i32, ptr %121, align 4
  store i32 %122, ptr %8, align 4
  %123 = load i32, ptr %8, align 4
  %124 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %123)
          to label %125 unwind label %145

125:                                              ; preds = %119
  call void @__cxa_end_catch() #7
  br label %126

126:                                              ; preds = %125, %86
  store i32 100, ptr @_ZL7counter, align 4
  store i32 103, ptr @_ZL7fail_at, align 4
  %127 = invoke noundef ptr @_ZN4ElemnaEm(i32 noundef 28)
          to label %128 unwind label %149

128:                                              ; preds = %126
  store i32 4, ptr %127, align 4
  %129 = getelementptr inbounds i32, ptr %127, i32 1
  store i32 5, ptr %129, align 4
  %130 = getelementptr inbounds i8, ptr %127, i32 8
  %131 = getelementptr inbounds %struct.Elem, ptr %130, i32 5
  br label %132

132:                                              ; preds = %135, %128
  %133 = phi ptr [ %130, %128 ], [ %136, %135 ]
  %134 = invoke noundef ptr @_ZN4ElemC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %133)
          to label %135 unwind label %153

135:                                              ; preds = %132
  %136 = getelementptr inbounds %struct.Elem, ptr %133, i32 1
  %137 = icmp eq ptr %136, %131
  br i1 %137, label %138, label %132

138:                                              ; preds = %135
  store ptr %130, ptr %9, align 4
  %139 = load ptr, ptr %9, align 4
  %140 = getelementptr inbounds %struct.Elem, ptr %139, i32 0
  %141 = getelementptr inbounds %struct.Elem, ptr %140, i32 0, i32 0
  %142 = load i32, ptr %141, align 4
  %143 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %142)
          to label %144 unwind label %149

144:                                              ; preds = %138
  br label %175

145:                                              ; preds = %119
  %146 = landingpad { ptr, i32 }
          cleanup
  %147 = extractvalue { ptr, i32 } %146, 0
  store ptr %147, ptr %3, align 4
  %148 = extractvalue { ptr, i32 } %146, 1
  store i32 %148, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %217

149:                                              ; preds = %138, %126
  %150 = landingpad { ptr, i32 }
          catch ptr @_ZTIi
  %151 = extractvalue { ptr, i32 } %150, 0
  store ptr %151, ptr %3, align 4
  %152 = extractvalue { ptr, i32 } %150, 1
  store i32 %152, ptr %4, align 4
  br label %164

153:                                              ; preds = %132
  %154 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTIi
  %155 = extractvalue { ptr, i32 } %154, 0
  store ptr %155, ptr %3, align 4
  %156 = extractvalue { ptr, i32 } %154, 1
  store i32 %156, ptr %4, align 4
  %157 = icmp eq ptr %130, %133
  br i1 %157, label %163, label %158

158:                                              ; preds = %158, %153
  %159 = phi ptr [ %133, %153 ], [ %160, %158 ]
  %160 = getelementptr inbounds %struct.Elem, ptr %159, i32 -1
  %161 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %160) #7
  %162 = icmp eq ptr %160, %130
  br i1 %162, label %163, label %158

163:                                              ; preds = %158, %153
  call void @_ZN4ElemdaEPv(ptr noundef %127) #7
  br label %164

164:                                              ; preds = %163, %149
  %165 = load i32, ptr %4, align 4
  %166 = call i32 @llvm.eh.typeid.for.p0(ptr @_ZTIi) #7
  %167 = icmp eq i32 %165, %166
  br i1 %167, label %168, label %217

168:                                              ; preds = %164
  %169 = load ptr, ptr %3, align 4
  %170 = call ptr @__cxa_begin_catch(ptr %169) #7
  %171 = load i32, ptr %170, align 4
  store i32 %171, ptr %10, align 4
  %172 = load i32, ptr %10, align 4
  %173 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %172)
          to label %174 unwind label %202

174:                                              ; preds = %168
  call void @__cxa_end_catch() #7
  br label %175

175:                                              ; preds = %174, %144
  store i32 0, ptr @_ZL7fail_at, align 4
  store i32 200, ptr @_ZL7counter, align 4
  %176 = call noundef ptr @_ZN4ElemnaEm(i32 noundef 16)
  store i32 4, ptr %176, align 4
  %177 = getelementptr inbounds i32, ptr %176, i32 1
  store i32 2, ptr %177, align 4
  %178 = getelementptr inbounds i8, ptr %176, i32 8
  %179 = getelementptr inbounds %struct.Elem, ptr %178, i32 2
  br label %180

180:                                              ; preds = %183, %175
  %181 = phi ptr [ %178, %175 ], [ %184, %183 ]
  %182 = invoke noundef ptr @_ZN4ElemC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %181)
          to label %183 unwind label %206

183:                                              ; preds = %180
  %184 = getelementptr inbounds %struct.Elem, ptr %181, i32 1
  %185 = icmp eq ptr %184, %179
  br i1 %185, label %186, label %180

186:                                              ; preds = %183
  store ptr %178, ptr %11, align 4
  %187 = load ptr, ptr %11, align 4
  %188 = icmp eq ptr %187, null
  br i1 %188, label %201, label %189

189:                                              ; preds = %186
  %190 = getelementptr inbounds i8, ptr %187, i32 -8
  %191 = getelementptr inbounds i8, ptr %190, i32 4
  %192 = load i32, ptr %191, align 4
  %193 = getelementptr inbounds %struct.Elem, ptr %187, i32 %192
  %194 = icmp eq ptr %187, %193
  br i1 %194, label %200, label %195

195:                                              ; preds = %195, %189
  %196 = phi ptr [ %193, %189 ], [ %197, %195 ]
  %197 = getelementptr inbounds %struct.Elem, ptr %196, i32 -1
  %198 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %197) #7
  %199 = icmp eq ptr %197, %187
  br i1 %199, label %200, label %195

200:                                              ; preds = %195, %189
  call void @_ZN4ElemdaEPv(ptr noundef %190) #7
  br label %201

201:                                              ; preds = %200, %186
  ret i32 0

202:                                              ; preds = %168
  %203 = landingpad { ptr, i32 }
          cleanup
  %204 = extractvalue { ptr, i32 } %203, 0
  store ptr %204, ptr %3, align 4
  %205 = extractvalue { ptr, i32 } %203, 1
  store i32 %205, ptr %4, align 4
  call void @__cxa_end_catch() #7
  br label %217

206:                                              ; preds = %180
  %207 = landingpad { ptr, i32 }
          cleanup
  %208 = extractvalue { ptr, i32 } %207, 0
  store ptr %208, ptr %3, align 4
  %209 = extractvalue { ptr, i32 } %207, 1
  store i32 %209, ptr %4, align 4
  %210 = icmp eq ptr %178, %181
  br i1 %210, label %216, label %211

211:                                              ; preds = %211, %206
  %212 = phi ptr [ %181, %206 ], [ %213, %211 ]
  %213 = getelementptr inbounds %struct.Elem, ptr %212, i32 -1
  %214 = call noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %213) #7
  %215 = icmp eq ptr %213, %178
  br i1 %215, label %216, label %211

216:                                              ; preds = %211, %206
  call void @_ZN4ElemdaEPv(ptr noundef %176) #7
  br label %217

217:                                              ; preds = %216, %202, %164, %145, %115, %87, %54
  %218 = load ptr, ptr %3, align 4
  %219 = load i32, ptr %4, align 4
  %220 = insertvalue { ptr, i32 } poison, ptr %218, 0
  %221 = insertvalue { ptr, i32 } %220, i32 %219, 1
  resume { ptr, i32 } %221
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4ElemC1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3)
  ret ptr %3
}

declare i32 @__gxx_personality_sj0(...)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4ElemD1Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
  %3 = load ptr, ptr %2, align 4
  %4 = call noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %3) #7
  ret ptr %3
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #4

declare ptr @__cxa_begin_catch(ptr)

declare void @__cxa_end_catch()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4ElemC1Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = call noundef ptr @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %5, i32 noundef %6)
  ret ptr %5
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4ElemnaEm(i32 noundef %0) #1 align 2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  %4 = load i32, ptr %2, align 4
  %5 = call ptr @malloc(i32 noundef %4) #8
  ret ptr %5
}

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr void @_ZN4ElemdaEPv(ptr noundef %0) #2 align 2 personality ptr @__gxx_personality_sj0 {
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
  %8 = landingpad { ptr, i32 }
          catch ptr null
  %9 = extractvalue { ptr, i32 } %8, 0
  call void @__clang_call_terminate(ptr %9) #9
  unreachable
}

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4ElemC2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #1 align 2 {
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
  %15 = call ptr @__cxa_allocate_exception(i32 4) #7
  %16 = getelementptr inbounds %struct.Elem, ptr %3, i32 0, i32 0
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %15, align 8
  call void @__cxa_throw(ptr %15, ptr @_ZTIi, ptr null) #10
  unreachable

18:                                               ; preds = %1
  ret ptr %3
}

declare ptr @__cxa_allocate_exception(i32)

declare void @__cxa_throw(ptr, ptr, ptr)

; Function Attrs: mustprogress noinline nounwind optnone
define linkonce_odr noundef ptr @_ZN4ElemD2Ev(ptr noundef nonnull align 4 dereferenceable(4) %0) unnamed_addr #2 align 2 personality ptr @__gxx_personality_sj0 {
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
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #9
  unreachable
}

; Function Attrs: noinline noreturn nounwind
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #5 {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #7
  call void @_ZSt9terminatev() #9
  unreachable
}

declare void @_ZSt9terminatev()

; Function Attrs: mustprogress noinline optnone
define linkonce_odr noundef ptr @_ZN4ElemC2Ei(ptr noundef nonnull align 4 dereferenceable(4) %0, i32 noundef %1) unnamed_addr #1 align 2 {
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
  %16 = call ptr @__cxa_allocate_exception(i32 4) #7
  %17 = getelementptr inbounds %struct.Elem, ptr %5, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %16, align 8
  call void @__cxa_throw(ptr %16, ptr @_ZTIi, ptr null) #10
  unreachable

19:                                               ; preds = %2
  ret ptr %5
}

; Function Attrs: allocsize(0)
declare ptr @malloc(i32 noundef) #6

declare void @free(ptr noundef) #3

attributes #0 = { mustprogress noinline norecurse optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #1 = { mustprogress noinline optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #2 = { mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #4 = { nounwind memory(none) }
attributes #5 = { noinline noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #6 = { allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+armv7-a,+dsp,+fp64,+thumb-mode,+vfp2,+vfp2sp,+vfp3d16,+vfp3d16sp,-aes,-d32,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fullfp16,-neon,-sha2,-vfp3,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" }
attributes #7 = { nounwind }
attributes #8 = { allocsize(0) }
attributes #9 = { noreturn nounwind }
attributes #10 = { noreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
